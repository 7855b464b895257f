#ifndef SCENEC_XML_SHIM_H
#define SCENEC_XML_SHIM_H

// A thin C layer over libxml2: it owns the parser context, the error callbacks and xmlFree, whose
// signatures and global-ness changed across libxml2 versions, so Swift never touches libxml2 globals.

// The header deliberately includes no libxml2 header: libxml2's headers pull in the system ICU
// headers, which clash with Foundation's bundled ICU in modules that import both. Swift sees only
// opaque pointers and these functions.

#include <stddef.h>

typedef void *scenec_xml_doc;
typedef const void *scenec_xml_node;

enum { SCENEC_XML_OTHER = 0, SCENEC_XML_ELEMENT = 1, SCENEC_XML_TEXT = 2 };

#define SCENEC_XML_MAX_ERRORS 32
#define SCENEC_XML_MESSAGE_SIZE 512

typedef struct {
    int line;
    int column;
    int is_warning;
    char message[SCENEC_XML_MESSAGE_SIZE];
} scenec_xml_error;

typedef struct {
    scenec_xml_error items[SCENEC_XML_MAX_ERRORS];
    int count;
    /// Set when the document declares an entity; parsing stops at that declaration.
    int entity_declared;
    int entity_line;
    int entity_column;
    /// Set by the caller before parsing: internal general entities (`<!ENTITY name "text">`) are
    /// declared and expanded, within libxml2's amplification limits, as aapt does for Android
    /// resources; any other declaration (external, parameter, unparsed) is still refused.
    int allow_internal_entities;
} scenec_xml_errors;

/// Calls xmlInitParser once (thread-safe).
void scenec_xml_init(void);

/// Parses `length` bytes from memory with network access off and no entity substitution, DTD
/// loading or XInclude. Stops at the first entity declaration. Returns NULL when the document is not
/// well formed (errors says why); the caller frees a returned document with scenec_xml_free_doc.
scenec_xml_doc scenec_xml_parse(const char *buffer, int length, const char *url, scenec_xml_errors *errors);

void scenec_xml_free_doc(scenec_xml_doc doc);

/// Tree walking: the root element, first child / next sibling (any node kind), and what a node is.
scenec_xml_node scenec_xml_root(scenec_xml_doc doc);
scenec_xml_node scenec_xml_first_child(scenec_xml_node node);
scenec_xml_node scenec_xml_next(scenec_xml_node node);
int scenec_xml_node_kind(scenec_xml_node node);
/// Local name of an element or attribute.
const char *scenec_xml_name(scenec_xml_node node);
/// Namespace URI and prefix of an element or attribute, or NULL.
const char *scenec_xml_namespace(scenec_xml_node node);
const char *scenec_xml_prefix(scenec_xml_node node);
/// Character data of a text or CDATA node.
const char *scenec_xml_content(scenec_xml_node node);
/// The first attribute of an element; walk the rest with scenec_xml_next.
scenec_xml_node scenec_xml_first_attribute(scenec_xml_node element);
/// An attribute's value, newly allocated: release it with scenec_xml_free.
char *scenec_xml_attribute_value(scenec_xml_node attribute);

/// xmlFree is a global function pointer in libxml2; this wraps it as a plain function.
void scenec_xml_free(void *pointer);

/// The line of a node as recorded by the parser with XML_PARSE_BIG_LINES.
long scenec_xml_node_line(scenec_xml_node node);

/// Validates `doc` against a RELAX NG schema given as text. Returns 1 when valid, 0 when not (errors
/// holds the messages), -1 when the schema itself could not be loaded.
int scenec_rng_validate(scenec_xml_doc doc, const char *schema, int schema_length, scenec_xml_errors *errors);

#endif
