#ifndef SCENEC_XML_SHIM_H
#define SCENEC_XML_SHIM_H

// A thin C layer over libxml2: it owns the parser context, the error callbacks and xmlFree, whose
// signatures and global-ness changed across libxml2 versions, so Swift never touches libxml2 globals.

#include <libxml/parser.h>
#include <libxml/tree.h>

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
} scenec_xml_errors;

/// Calls xmlInitParser once (thread-safe).
void scenec_xml_init(void);

/// Parses `length` bytes from memory with network access off and no entity substitution, DTD
/// loading or XInclude. Stops at the first entity declaration. Returns NULL when the document is not
/// well formed (errors says why); the caller frees a returned document with scenec_xml_free_doc.
xmlDocPtr scenec_xml_parse(const char *buffer, int length, const char *url, scenec_xml_errors *errors);

void scenec_xml_free_doc(xmlDocPtr doc);

/// xmlFree is a global function pointer in libxml2; this wraps it as a plain function.
void scenec_xml_free(void *pointer);

/// The line of a node as recorded by the parser with XML_PARSE_BIG_LINES.
long scenec_xml_node_line(xmlNodePtr node);

/// Validates `doc` against a RELAX NG schema given as text. Returns 1 when valid, 0 when not (errors
/// holds the messages), -1 when the schema itself could not be loaded.
int scenec_rng_validate(xmlDocPtr doc, const char *schema, int schema_length, scenec_xml_errors *errors);

#endif
