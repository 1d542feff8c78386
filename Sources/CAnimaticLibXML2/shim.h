// The libxml2 headers, seen only by the C target CAnimaticXML.
// Swift code must never import this module (see style.md: Foundation + libxml2 in one Swift
// module fails a clean build, and `xmlFree` is a global Swift 6 rejects).
#include <libxml/xmlwriter.h>
#include <libxml/xmlreader.h>
#include <libxml/parser.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlmemory.h>
#include <libxml/xmlerror.h>
