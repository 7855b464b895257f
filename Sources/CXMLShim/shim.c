#include "CXMLShim.h"

#include <libxml/parser.h>
#include <libxml/tree.h>

#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static void init_parser(void) { xmlInitParser(); }

void scenec_xml_init(void) { pthread_once(&init_once, init_parser); }

static void record(scenec_xml_errors *errors, int line, int column, int is_warning, const char *message) {
    if (errors == NULL || errors->count >= SCENEC_XML_MAX_ERRORS) return;
    scenec_xml_error *item = &errors->items[errors->count++];
    item->line = line;
    item->column = column;
    item->is_warning = is_warning;
    snprintf(item->message, sizeof item->message, "%s", message ? message : "unknown XML error");
    // libxml2 messages end with a newline; diagnostics are one line each.
    size_t n = strlen(item->message);
    while (n > 0 && (item->message[n - 1] == '\n' || item->message[n - 1] == ' ')) item->message[--n] = '\0';
    // Some messages carry detail on further lines (the encoding error's "Bytes: 0xFF …"): keep it,
    // in parentheses on the first line, so a diagnostic stays one line.
    char *newline = strchr(item->message, '\n');
    if (newline != NULL) {
        char detail[sizeof item->message];
        const char *rest = newline + 1;
        while (*rest == '\n' || *rest == ' ') rest++;
        snprintf(detail, sizeof detail, "%s", rest);
        for (char *c = detail; *c; c++) if (*c == '\n') *c = ' ';
        *newline = '\0';
        size_t head = strlen(item->message);
        while (head > 0 && item->message[head - 1] == ' ') item->message[--head] = '\0';
        if (detail[0] != '\0') {
            snprintf(item->message + head, sizeof item->message - head, " (%s)", detail);
        }
    }
}

// Structured error handler installed on one parser context only (no global handler).
static void on_parse_error(void *user_data, xmlErrorPtr error) {
    xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)user_data;
    if (ctxt == NULL || error == NULL) return;
    scenec_xml_errors *errors = (scenec_xml_errors *)ctxt->_private;
    if (errors != NULL && errors->entity_declared) return; // the refusal already says why
    record(errors, error->line, error->int2, error->level == XML_ERR_WARNING, error->message);
}

// Entity declarations are refused outright: no billion laughs, no external entities. Stopping here
// happens before any reference could be expanded.
static void on_entity_decl(void *user_data, const xmlChar *name, int type, const xmlChar *public_id,
                           const xmlChar *system_id, xmlChar *content) {
    xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)user_data;
    if (ctxt == NULL) return;
    scenec_xml_errors *errors = (scenec_xml_errors *)ctxt->_private;
    // Android resources: an internal general entity is text the document names (aapt expands it).
    // libxml2 bounds its expansion (entity amplification: a billion laughs stops with an error).
    if (errors != NULL && errors->allow_internal_entities && type == XML_INTERNAL_GENERAL_ENTITY
        && system_id == NULL && public_id == NULL && !errors->entity_declared) {
        xmlSAX2EntityDecl(user_data, name, type, public_id, system_id, content);
        return;
    }
    if (errors != NULL && !errors->entity_declared) {
        errors->entity_declared = 1;
        errors->entity_line = ctxt->input ? ctxt->input->line : 0;
        errors->entity_column = ctxt->input ? ctxt->input->col : 0;
    }
    xmlStopParser(ctxt);
}

// Unparsed (NDATA) entities are entity declarations too: refused by the same rule, although nothing
// could expand them without a DTD-aware application.
static void on_unparsed_entity_decl(void *user_data, const xmlChar *name, const xmlChar *public_id,
                                    const xmlChar *system_id, const xmlChar *notation_name) {
    (void)notation_name;
    on_entity_decl(user_data, name, XML_EXTERNAL_GENERAL_UNPARSED_ENTITY, public_id, system_id, NULL);
}

// Errors libxml2 raises with no parser context at hand (a failed encoding conversion, "I/O error :
// encoder error") go to the thread's structured handler, which would otherwise print them to stderr.
// This handler is set on the parsing thread for the duration of one parse (libxml2's error handlers
// are per thread), so they become located diagnostics like every other error.
static void on_context_free_error(void *user_data, xmlErrorPtr error) {
    scenec_xml_errors *errors = (scenec_xml_errors *)user_data;
    if (error == NULL || errors == NULL || errors->entity_declared) return;
    // A conversion that fails is reported once per buffer refill, with the same text.
    if (errors->count > 0 && error->message != NULL) {
        scenec_xml_error *last = &errors->items[errors->count - 1];
        if (strncmp(last->message, error->message, strcspn(error->message, "\n")) == 0) return;
    }
    record(errors, error->line > 0 ? error->line : 1, error->int2 > 0 ? error->int2 : 1,
           error->level == XML_ERR_WARNING, error->message);
}

scenec_xml_doc scenec_xml_parse(const char *buffer, int length, const char *url, scenec_xml_errors *errors) {
    scenec_xml_init();
    xmlParserCtxtPtr ctxt = xmlCreateMemoryParserCtxt(buffer, length);
    if (ctxt == NULL) {
        record(errors, 1, 1, 0, "could not create an XML parser");
        return NULL;
    }
    ctxt->_private = errors;
    if (ctxt->sax != NULL) {
        ctxt->sax->serror = on_parse_error;
        ctxt->sax->entityDecl = on_entity_decl;
        ctxt->sax->unparsedEntityDecl = on_unparsed_entity_decl;
        ctxt->sax->warning = NULL;
        ctxt->sax->error = NULL;
        ctxt->sax->fatalError = NULL;
    }
    ctxt->vctxt.error = NULL;
    ctxt->vctxt.warning = NULL;
    // Never DTDLOAD, DTDATTR, XINCLUDE or HUGE; NOENT (substitute entities) only where internal
    // entities are allowed, so only the internal ones declared above can be substituted.
    int noent = (errors != NULL && errors->allow_internal_entities) ? XML_PARSE_NOENT : 0;
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_BIG_LINES | noent);
    if (url != NULL && ctxt->input != NULL && ctxt->input->filename == NULL) {
        ctxt->input->filename = (char *)xmlStrdup((const xmlChar *)url);
    }
    xmlSetStructuredErrorFunc(errors, on_context_free_error);
    xmlParseDocument(ctxt);
    xmlSetStructuredErrorFunc(NULL, NULL);
    xmlDocPtr doc = ctxt->myDoc;
    int ok = ctxt->wellFormed && !(errors && errors->entity_declared);
    ctxt->myDoc = NULL;
    xmlFreeParserCtxt(ctxt);
    if (!ok) {
        if (doc != NULL) xmlFreeDoc(doc);
        if (errors != NULL && errors->count == 0 && !errors->entity_declared) {
            record(errors, 1, 1, 0, "the document is not well-formed XML");
        }
        return NULL;
    }
    return doc;
}

void scenec_xml_free_doc(scenec_xml_doc doc) {
    if (doc != NULL) xmlFreeDoc((xmlDocPtr)doc);
}

scenec_xml_node scenec_xml_root(scenec_xml_doc doc) { return doc ? xmlDocGetRootElement((xmlDocPtr)doc) : NULL; }

scenec_xml_node scenec_xml_first_child(scenec_xml_node node) { return node ? ((const xmlNode *)node)->children : NULL; }

scenec_xml_node scenec_xml_next(scenec_xml_node node) {
    if (node == NULL) return NULL;
    if (((const xmlNode *)node)->type == XML_ATTRIBUTE_NODE) return ((const xmlAttr *)node)->next;
    return ((const xmlNode *)node)->next;
}

int scenec_xml_node_kind(scenec_xml_node node) {
    if (node == NULL) return SCENEC_XML_OTHER;
    switch (((const xmlNode *)node)->type) {
    case XML_ELEMENT_NODE: return SCENEC_XML_ELEMENT;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE: return SCENEC_XML_TEXT;
    default: return SCENEC_XML_OTHER;
    }
}

const char *scenec_xml_name(scenec_xml_node node) { return node ? (const char *)((const xmlNode *)node)->name : NULL; }

// xmlAttr shares the layout of xmlNode's leading fields (type, name, children, ..., ns) only partly,
// so attributes and elements are read through their own types.
static xmlNs *node_ns(scenec_xml_node node) {
    if (node == NULL) return NULL;
    const xmlNode *n = (const xmlNode *)node;
    if (n->type == XML_ATTRIBUTE_NODE) return ((const xmlAttr *)node)->ns;
    return n->ns;
}

const char *scenec_xml_namespace(scenec_xml_node node) {
    xmlNs *ns = node_ns(node);
    return ns ? (const char *)ns->href : NULL;
}

const char *scenec_xml_prefix(scenec_xml_node node) {
    xmlNs *ns = node_ns(node);
    return ns ? (const char *)ns->prefix : NULL;
}

const char *scenec_xml_content(scenec_xml_node node) { return node ? (const char *)((const xmlNode *)node)->content : NULL; }

scenec_xml_node scenec_xml_first_attribute(scenec_xml_node element) {
    return element ? (scenec_xml_node)((const xmlNode *)element)->properties : NULL;
}

char *scenec_xml_attribute_value(scenec_xml_node attribute) {
    if (attribute == NULL) return NULL;
    const xmlAttr *attr = (const xmlAttr *)attribute;
    return (char *)xmlNodeListGetString(attr->doc, attr->children, 1);
}

void scenec_xml_free(void *pointer) {
    if (pointer != NULL) xmlFree(pointer);
}

long scenec_xml_node_line(scenec_xml_node node) { return node ? xmlGetLineNo((const xmlNode *)node) : 0; }

static void on_validity_error(void *user_data, xmlErrorPtr error) {
    if (error == NULL) return;
    int line = error->line;
    if (line == 0 && error->node != NULL) line = (int)xmlGetLineNo((xmlNodePtr)error->node);
    record((scenec_xml_errors *)user_data, line, error->int2, error->level == XML_ERR_WARNING, error->message);
}

int scenec_rng_validate(scenec_xml_doc doc, const char *schema, int schema_length, scenec_xml_errors *errors) {
    scenec_xml_init();
    xmlRelaxNGParserCtxtPtr parser = xmlRelaxNGNewMemParserCtxt(schema, schema_length);
    if (parser == NULL) return -1;
    xmlRelaxNGSetParserStructuredErrors(parser, on_validity_error, errors);
    xmlRelaxNGPtr rng = xmlRelaxNGParse(parser);
    xmlRelaxNGFreeParserCtxt(parser);
    if (rng == NULL) return -1;
    xmlRelaxNGValidCtxtPtr valid = xmlRelaxNGNewValidCtxt(rng);
    if (valid == NULL) {
        xmlRelaxNGFree(rng);
        return -1;
    }
    xmlRelaxNGSetValidStructuredErrors(valid, on_validity_error, errors);
    int result = xmlRelaxNGValidateDoc(valid, (xmlDocPtr)doc);
    xmlRelaxNGFreeValidCtxt(valid);
    xmlRelaxNGFree(rng);
    return result == 0 ? 1 : (result > 0 ? 0 : -1);
}
