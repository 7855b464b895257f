#ifndef SCENEC_XML_SHIM_H
#define SCENEC_XML_SHIM_H
#include <libxml/parser.h>
#endif
