// Owns every libxml2 include and every libxml2 call of Animatic (see CAnimaticXML.h).

#include "CAnimaticXML.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libxml/parser.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlmemory.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>

#include <zlib.h>

static pthread_once_t initOnce = PTHREAD_ONCE_INIT;
// A document that declares UTF-8, as the writers' own (xmlTextWriterStartDocument gives the
// writer's document its encoding): libxml2's attribute escaping keeps non-ASCII text as
// UTF-8 for such a document, and only reads whether it has an encoding.
static xmlDocPtr escapingDocument;
static void initLibrary(void) {
    xmlInitParser();
    escapingDocument = xmlNewDoc(NULL);
    if (escapingDocument != NULL) escapingDocument->encoding = xmlStrdup(BAD_CAST "UTF-8");
}
static void ensureInitialized(void) { pthread_once(&initOnce, initLibrary); }

// MARK: - Writer
//
// Elements come in two kinds:
// - libxml2's: opened with xmlTextWriterStartElement, because user text may follow (an
//   escaped attribute, element text). The root is always one of these, so that libxml2's
//   own element stack is never empty while the document is open.
// - Animatic's own: elements whose attributes are all Animatic's own ASCII numbers and
//   keywords (see AXWriterWriteTrustedAttributes). Their tags are composed here, in a staging
//   buffer that goes to libxml2 with xmlTextWriterWriteRawLen in large runs, which skips the
//   per-element bookkeeping of xmlTextWriter (name copies, a list node per element,
//   indentation calls) that dominated the cost of large documents.
// libxml2's writer runs without indentation; the layout (one element a line, indented) is
// written here for both kinds, byte for byte as xmlTextWriter's indentation writes it.

typedef struct {
    const char *name;    // the caller's constant (Animatic's own elements only)
    unsigned char own;   // 1: Animatic's own element; 0: libxml2's
    unsigned char open;  // the start tag is still open (no `>` yet)
    unsigned char text;  // the element has text content (its end tag is not indented)
} AXLevel;

struct AXWriter {
    xmlTextWriterPtr writer;
    // The writer's own output buffer (owned by `writer`): trusted attributes go straight in.
    xmlOutputBufferPtr out;
    // Where the bytes go (writeToDescriptor or writeToMemory): libxml2's buffer drains into
    // it, and so does staged markup that libxml2 has nothing to add to (see sendRaw).
    xmlOutputWriteCallback sink;
    // 1 while the innermost of libxml2's elements may have its start tag open on libxml2's
    // side (no `>` yet): content must then go through libxml2, which writes the `>` first.
    int libxmlTagOpen;
    int fd;              // -1 for memory output
    int outputError;     // errno of the first failed write
    int indent;          // one element a line
    char *indentString;
    size_t indentLength;
    // Open elements, outermost first.
    AXLevel *levels;
    size_t depth;
    size_t levelCapacity;
    // A fragment writer's levels below this one stand for elements of the document it will
    // be inserted into: they are never written or closed here.
    size_t baseDepth;
    // Animatic's own markup not yet handed to libxml2.
    char *stage;
    size_t stageLength;
    // Memory output: the whole document (a fragment writer hands it over, see
    // AXWriterTakeFragment, and starts a new one). File output: a chunk of up to chunkSize
    // bytes collected from libxml2's 4 KiB flushes, so that the kernel sees few large writes.
    char *memory;
    size_t memoryLength;
    size_t memoryCapacity;
    // File output compressed as gzip (.svgz): everything bound for `fd` goes through `gzip`
    // first; NULL for plain output.
    z_stream *gzip;
    unsigned char *gzipOut;
};

enum { chunkSize = 1 << 20, stageCapacity = 1 << 16 };

// File output: runs longer than the stage (a parallel writer's fragments) go to the file as
// they are, after the chunk collected so far, instead of being copied into the chunk.
enum { directWriteMinimum = stageCapacity + 1 };

static int writeRaw(AXWriter *w, const char *buffer, size_t length) {
    size_t done = 0;
    while (done < length) {
        ssize_t n = write(w->fd, buffer + done, length - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            w->outputError = errno;
            return -1;
        }
        done += (size_t)n;
    }
    return 0;
}

enum { gzipChunk = 1 << 16 };

// Deflates `length` bytes (`flush` Z_NO_FLUSH, or Z_FINISH with no bytes at the end) and
// writes what zlib gives back.
static int deflateTo(AXWriter *w, const char *buffer, size_t length, int flush) {
    z_stream *z = w->gzip;
    z->next_in = (Bytef *)buffer;
    z->avail_in = (uInt)length;
    do {
        z->next_out = w->gzipOut;
        z->avail_out = gzipChunk;
        int result = deflate(z, flush);
        if (result == Z_STREAM_ERROR) { w->outputError = EIO; return -1; }
        size_t produced = gzipChunk - z->avail_out;
        if (produced > 0 && writeRaw(w, (const char *)w->gzipOut, produced) < 0) return -1;
        if (result == Z_STREAM_END) break;
    } while (z->avail_out == 0 || z->avail_in > 0);
    return 0;
}

static int writeAll(AXWriter *w, const char *buffer, size_t length) {
    if (w->gzip == NULL) return writeRaw(w, buffer, length);
    // Chunks are at most 1 MiB (chunkSize), well within zlib's uInt.
    return deflateTo(w, buffer, length, Z_NO_FLUSH);
}

static int flushChunk(AXWriter *w) {
    if (w->fd < 0 || w->memoryLength == 0) return 0;
    if (w->outputError != 0) return -1;
    int result = writeAll(w, w->memory, w->memoryLength);
    w->memoryLength = 0;
    return result;
}

static int writeToDescriptor(void *context, const char *buffer, int length) {
    AXWriter *w = context;
    if (w->outputError != 0) return -1;
    if (w->memory == NULL) {
        w->memory = malloc(chunkSize);
        if (w->memory == NULL) { w->outputError = ENOMEM; return -1; }
        w->memoryCapacity = chunkSize;
    }
    if (w->memoryLength + (size_t)length > w->memoryCapacity && flushChunk(w) < 0) return -1;
    if ((size_t)length >= directWriteMinimum) {
        if (flushChunk(w) < 0) return -1;
        return writeAll(w, buffer, (size_t)length) < 0 ? -1 : length;
    }
    memcpy(w->memory + w->memoryLength, buffer, (size_t)length);
    w->memoryLength += (size_t)length;
    return length;
}

static int writeToMemory(void *context, const char *buffer, int length) {
    AXWriter *w = context;
    size_t needed = w->memoryLength + (size_t)length;
    // No memory: a fragment's bytes were taken; the next ones start a buffer of the same size.
    if (w->memory == NULL || needed > w->memoryCapacity) {
        size_t capacity = w->memoryCapacity < 4096 ? 4096 : w->memoryCapacity;
        while (capacity < needed) capacity *= 2;
        char *grown = realloc(w->memory, capacity);
        if (grown == NULL) { w->outputError = ENOMEM; return -1; }
        w->memory = grown;
        w->memoryCapacity = capacity;
    }
    memcpy(w->memory + w->memoryLength, buffer, (size_t)length);
    w->memoryLength = needed;
    return length;
}

static int closeNothing(void *context) { (void)context; return 0; }

static AXWriter *createWriter(int fd, xmlOutputWriteCallback callback, int indent,
                              const char *indentString) {
    ensureInitialized();
    AXWriter *w = calloc(1, sizeof(AXWriter));
    if (w == NULL) return NULL;
    w->fd = fd;
    w->sink = callback;
    w->indent = indent != 0;
    w->indentLength = strlen(indentString);
    w->indentString = strdup(indentString);
    w->stage = malloc(stageCapacity);
    if (w->indentString == NULL || w->stage == NULL) goto fail;
    xmlOutputBufferPtr out = xmlOutputBufferCreateIO(callback, closeNothing, w, NULL);
    if (out == NULL) goto fail;
    w->writer = xmlNewTextWriter(out);   // takes ownership of `out`
    if (w->writer == NULL) { xmlOutputBufferClose(out); goto fail; }
    w->out = out;
    return w;
fail:
    free(w->indentString);
    free(w->stage);
    free(w);
    return NULL;
}

AXWriter *AXWriterCreateForFileDescriptor(int fd, int indent, const char *indentString, int gzipLevel) {
    AXWriter *w = createWriter(fd, writeToDescriptor, indent, indentString);
    if (w == NULL || gzipLevel == 0) return w;
    w->gzip = calloc(1, sizeof(z_stream));
    w->gzipOut = malloc(gzipChunk);
    // windowBits 15 + 16: a gzip header (mtime 0), so the same document gives the same bytes.
    if (w->gzip == NULL || w->gzipOut == NULL
        || deflateInit2(w->gzip, gzipLevel, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(w->gzip);
        w->gzip = NULL;
        AXWriterFree(w);
        return NULL;
    }
    return w;
}

int AXWriteGzip(int fd, const char *bytes, size_t length, int level) {
    AXWriter *w = AXWriterCreateForFileDescriptor(fd, 0, "", level);
    if (w == NULL) return -ENOMEM;
    int result = 0;
    // zlib takes at most UINT_MAX bytes a call.
    while (result == 0 && length > UINT_MAX) {
        result = deflateTo(w, bytes, UINT_MAX, Z_NO_FLUSH);
        bytes += UINT_MAX;
        length -= UINT_MAX;
    }
    if (result == 0) result = deflateTo(w, bytes, length, Z_FINISH);
    if (result < 0) result = w->outputError != 0 ? -w->outputError : -EIO;
    AXWriterFree(w);
    return result;
}

AXWriter *AXWriterCreateInMemory(int indent, const char *indentString) {
    return createWriter(-1, writeToMemory, indent, indentString);
}

// Sends markup of Animatic's own on: through libxml2 while one of its start tags may be open
// (libxml2 closes it first), else straight to the sink after what libxml2 holds, which skips
// two copies of every byte (into libxml2's buffer and out of it) and libxml2's 4 KiB steps.
static int sendRaw(AXWriter *w, const char *bytes, size_t length) {
    if (length > (size_t)INT_MAX) return -1;
    if (w->libxmlTagOpen) {
        int result = xmlTextWriterWriteRawLen(w->writer, BAD_CAST bytes, (int)length);
        if (result < 0) return result;
        w->libxmlTagOpen = 0;
        return 0;
    }
    if (xmlOutputBufferFlush(w->out) < 0) return -1;
    return w->sink(w, bytes, (int)length) < 0 ? -1 : 0;
}

// Sends the staged markup on (see sendRaw).
static int flushStage(AXWriter *w) {
    if (w->stageLength == 0) return 0;
    int result = sendRaw(w, w->stage, w->stageLength);
    w->stageLength = 0;
    return result;
}

static int stageBytes(AXWriter *w, const char *bytes, size_t length) {
    if (length > stageCapacity - w->stageLength) {
        if (flushStage(w) < 0) return -1;
        if (length > stageCapacity) return sendRaw(w, bytes, length);
    }
    memcpy(w->stage + w->stageLength, bytes, length);
    w->stageLength += length;
    return 0;
}

static int stageString(AXWriter *w, const char *text) { return stageBytes(w, text, strlen(text)); }

// Lines deeper than this many levels are indented as this level: pretty-printed output then
// grows with the depth of the tree, not with its square (a 10,000-deep chain of elements would
// otherwise be mostly spaces).
#define AX_MAXIMUM_INDENT_LEVELS 32

static int stageIndent(AXWriter *w, size_t levels) {
    if (!w->indent) return 0;
    if (levels > AX_MAXIMUM_INDENT_LEVELS) levels = AX_MAXIMUM_INDENT_LEVELS;
    for (size_t i = 0; i < levels; i++) {
        if (stageBytes(w, w->indentString, w->indentLength) < 0) return -1;
    }
    return 0;
}

static AXLevel *top(AXWriter *w) { return w->depth > 0 ? &w->levels[w->depth - 1] : NULL; }

// Before a child element: closes the parent's start tag (`>` and a line break).
static int closeParentTag(AXWriter *w) {
    AXLevel *parent = top(w);
    if (parent != NULL && parent->open) {
        // libxml2 writes `>` for its own elements when the staged run reaches it.
        if (parent->own && stageBytes(w, ">", 1) < 0) return -1;
        parent->open = 0;
        if (w->indent && stageBytes(w, "\n", 1) < 0) return -1;
    }
    return 0;
}

// Before a child element: closes the parent's start tag and indents.
static int beginChild(AXWriter *w) {
    if (closeParentTag(w) < 0) return -1;
    return stageIndent(w, w->depth);
}

static int pushLevel(AXWriter *w, const char *name, int own) {
    if (w->depth == w->levelCapacity) {
        size_t capacity = w->levelCapacity == 0 ? 32 : w->levelCapacity * 2;
        AXLevel *grown = realloc(w->levels, capacity * sizeof(AXLevel));
        if (grown == NULL) return -1;
        w->levels = grown;
        w->levelCapacity = capacity;
    }
    w->levels[w->depth++] = (AXLevel){ .name = name, .own = (unsigned char)own, .open = 1, .text = 0 };
    return 0;
}

int AXWriterStartDocument(AXWriter *w, int declare) {
    w->depth = 0;
    w->stageLength = 0;
    w->libxmlTagOpen = 0;
    // The writer's document declares UTF-8 either way (it decides how libxml2 escapes
    // non-ASCII attribute text, see AXWriterCreateFragment); without the declaration its bytes,
    // the first of the output, are flushed into the chunk or memory and dropped there.
    int result = xmlTextWriterStartDocument(w->writer, NULL, "UTF-8", NULL);
    if (result < 0 || declare) return result;
    if (xmlTextWriterFlush(w->writer) < 0 || w->outputError != 0) return -1;
    w->memoryLength = 0;
    return 0;
}

int AXWriterStartElement(AXWriter *w, const char *name) {
    if (beginChild(w) < 0 || flushStage(w) < 0) return -1;
    int result = xmlTextWriterStartElement(w->writer, BAD_CAST name);
    if (result < 0) return result;
    w->libxmlTagOpen = 1;
    return pushLevel(w, name, 0) < 0 ? -1 : result;
}

// While one of libxml2's start tags is open, xmlTextWriterWriteAttribute writes ` name="`,
// the value through xmlBufAttrSerializeTxtContent, and `"` into the writer's output buffer,
// and leaves the writer's state as it found it. For values that escaping leaves unchanged,
// writing the same bytes with xmlOutputBufferWrite on that buffer is therefore the same
// output, minus the per-attribute bookkeeping and the per-character escape scan. (Nothing is
// staged while one of libxml2's start tags is open: staging a child closes it first.)
int AXWriterWriteTrustedAttributes(AXWriter *w, const char *bytes, size_t length) {
    AXLevel *level = top(w);
    if (level == NULL || !level->open || length > (size_t)INT_MAX) return -1;
    if (length == 0) return 0;
    if (level->own) return stageBytes(w, bytes, length);
    return xmlOutputBufferWrite(w->out, (int)length, bytes);
}

int AXWriterStartElementWithTrustedAttributes(AXWriter *w, const char *name, const char *bytes,
                                              size_t length) {
    if (w->depth == 0) {
        // The root is libxml2's (see above).
        int result = AXWriterStartElement(w, name);
        if (result < 0) return result;
        return AXWriterWriteTrustedAttributes(w, bytes, length);
    }
    if (beginChild(w) < 0 || stageBytes(w, "<", 1) < 0 || stageString(w, name) < 0
        || stageBytes(w, bytes, length) < 0) return -1;
    return pushLevel(w, name, 1);
}

int AXWriterWriteEmptyElementWithTrustedAttributes(AXWriter *w, const char *name, const char *bytes,
                                                   size_t length) {
    int result = AXWriterStartElementWithTrustedAttributes(w, name, bytes, length);
    if (result < 0) return result;
    return AXWriterEndElement(w);
}

// Whether libxml2's attribute escaping (xmlBufAttrSerializeTxtContent) leaves `value` as it
// is: printable ASCII other than `<`, `>`, `&` and `"`.
static int escapingKeeps(const char *value, size_t length) {
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)value[i];
        if (c < 0x20 || c >= 0x7F || c == '<' || c == '>' || c == '&' || c == '"') return 0;
    }
    return 1;
}

// User attributes are escaped by libxml2. On libxml2's elements its writer writes them; on
// Animatic's own, the same bytes are staged: ` name="`, the value as the same libxml2
// function escapes it for the writer (whose document declares UTF-8), and `"`. Values that
// escaping leaves as they are (ids) are staged without the call.
int AXWriterWriteAttribute(AXWriter *w, const char *name, const char *value) {
    AXLevel *level = top(w);
    if (level == NULL || !level->open) return -1;
    if (!level->own) return xmlTextWriterWriteAttribute(w->writer, BAD_CAST name, BAD_CAST value);
    if (stageBytes(w, " ", 1) < 0 || stageString(w, name) < 0 || stageBytes(w, "=\"", 2) < 0) return -1;
    size_t length = strlen(value);
    if (escapingKeeps(value, length)) {
        if (stageBytes(w, value, length) < 0) return -1;
    } else {
        if (escapingDocument == NULL) return -1;
        xmlBufferPtr escaped = xmlBufferCreate();
        if (escaped == NULL) return -1;
        xmlAttrSerializeTxtContent(escaped, escapingDocument, NULL, BAD_CAST value);
        int result = stageBytes(w, (const char *)xmlBufferContent(escaped), (size_t)xmlBufferLength(escaped));
        xmlBufferFree(escaped);
        if (result < 0) return -1;
    }
    return stageBytes(w, "\"", 1);
}

int AXWriterWriteString(AXWriter *w, const char *text) {
    AXLevel *level = top(w);
    if (level == NULL) return -1;
    if (!level->own) {
        if (flushStage(w) < 0) return -1;
        level->open = 0;
        level->text = 1;
        w->libxmlTagOpen = 0;
        return xmlTextWriterWriteString(w->writer, BAD_CAST text);
    }
    // Text of one of Animatic's own elements: escaped by libxml2 exactly as
    // xmlTextWriterWriteString escapes element text.
    if (level->open && stageBytes(w, ">", 1) < 0) return -1;
    level->open = 0;
    level->text = 1;
    xmlChar *escaped = xmlEncodeSpecialChars(NULL, BAD_CAST text);
    if (escaped == NULL) return -1;
    int result = stageString(w, (const char *)escaped);
    xmlFree(escaped);
    return result;
}

int AXWriterWriteTrustedContent(AXWriter *w, const char *bytes, size_t length) {
    AXLevel *level = top(w);
    if (level == NULL || !level->own) return -1;
    if (level->open && stageBytes(w, ">", 1) < 0) return -1;
    level->open = 0;
    level->text = 1;
    return stageBytes(w, bytes, length);
}

int AXWriterWriteComment(AXWriter *w, const char *text) {
    AXLevel *level = top(w);
    if (level != NULL && level->own) return -1;
    if (flushStage(w) < 0) return -1;
    if (level != NULL) { level->open = 0; level->text = 1; }
    // libxml2 closes an open start tag of its own before the comment.
    w->libxmlTagOpen = 0;
    return xmlTextWriterWriteComment(w->writer, BAD_CAST text);
}

int AXWriterEndElement(AXWriter *w) {
    AXLevel *level = top(w);
    if (level == NULL || w->depth <= w->baseDepth) return -1;
    AXLevel closing = *level;
    w->depth -= 1;
    if (!closing.open && !closing.text && stageIndent(w, w->depth) < 0) return -1;
    if (closing.own) {
        if (closing.open) {
            if (stageBytes(w, "/>", 2) < 0) return -1;
        } else if (stageBytes(w, "</", 2) < 0 || stageString(w, closing.name) < 0
                   || stageBytes(w, ">", 1) < 0) {
            return -1;
        }
    } else {
        if (flushStage(w) < 0) return -1;
        int result = xmlTextWriterEndElement(w->writer);
        if (result < 0) return result;
        // Its parent, if libxml2's, had its start tag closed when this element began.
        w->libxmlTagOpen = 0;
    }
    // The root's line break comes with the end of the document.
    if (w->indent && w->depth > 0 && stageBytes(w, "\n", 1) < 0) return -1;
    return 0;
}

int AXWriterEndDocument(AXWriter *w) {
    // Closes Animatic's own elements and libxml2's inside the root; libxml2 closes the root.
    while (w->depth > 1) {
        if (AXWriterEndElement(w) < 0) return -1;
    }
    if (flushStage(w) < 0) return -1;
    w->depth = 0;
    int result = xmlTextWriterEndDocument(w->writer);
    if (result < 0) return result;
    int flushed = xmlTextWriterFlush(w->writer);
    if (flushed < 0) return flushed;
    if (flushChunk(w) < 0) return -1;
    if (w->gzip != NULL && deflateTo(w, "", 0, Z_FINISH) < 0) return -1;
    return result;
}

AXWriter *AXWriterCreateFragment(int indent, const char *indentString, size_t depth) {
    AXWriter *w = createWriter(-1, writeToMemory, indent, indentString);
    if (w == NULL) return NULL;
    // The document's writer declared UTF-8, which decides how libxml2 escapes non-ASCII text
    // in attributes (kept as UTF-8, not as character references): declare it here too, and
    // drop the declaration's bytes.
    if (xmlTextWriterStartDocument(w->writer, NULL, "UTF-8", NULL) < 0
        || xmlTextWriterFlush(w->writer) < 0 || w->outputError != 0) {
        AXWriterFree(w);
        return NULL;
    }
    w->memoryLength = 0;
    for (size_t i = 0; i < depth; i++) {
        // Stand-ins for the open elements of the document, their start tags already closed.
        if (pushLevel(w, NULL, 1) < 0) { AXWriterFree(w); return NULL; }
        w->levels[i].open = 0;
    }
    w->baseDepth = depth;
    return w;
}

char *AXWriterTakeFragment(AXWriter *w, size_t *length) {
    *length = 0;
    if (w->fd >= 0 || w->depth != w->baseDepth) return NULL;
    if (flushStage(w) < 0 || xmlTextWriterFlush(w->writer) < 0 || w->outputError != 0) return NULL;
    char *bytes = w->memory != NULL ? w->memory : malloc(1);
    if (bytes == NULL) return NULL;
    *length = w->memoryLength;
    w->memory = NULL;
    w->memoryLength = 0;
    return bytes;
}

void AXFree(void *bytes) { free(bytes); }

int AXWriterWriteFragment(AXWriter *w, const char *bytes, size_t length) {
    AXLevel *parent = top(w);
    if (parent == NULL) return -1;
    if (length == 0) return 0;
    if (closeParentTag(w) < 0) return -1;
    return stageBytes(w, bytes, length);
}

int AXWriterOutputErrorNumber(const AXWriter *w) { return w->outputError; }

const char *AXWriterMemoryBytes(const AXWriter *w, size_t *length) {
    if (w->fd >= 0) { *length = 0; return NULL; }
    *length = w->memoryLength;
    return w->memory;
}

void AXWriterFree(AXWriter *w) {
    if (w == NULL) return;
    if (w->writer != NULL) xmlFreeTextWriter(w->writer);   // closes the output buffer (closeNothing)
    if (w->gzip != NULL) { deflateEnd(w->gzip); free(w->gzip); }
    free(w->gzipOut);
    free(w->memory);
    free(w->levels);
    free(w->stage);
    free(w->indentString);
    free(w);
}

// MARK: - Reader

struct AXReader {
    xmlTextReaderPtr reader;
    char *bytes;
    char *error;
    int errorLine;
};

static void recordError(void *context, const char *message, xmlParserSeverities severity,
                        xmlTextReaderLocatorPtr locator) {
    AXReader *r = context;
    if (r->error == NULL && (severity == XML_PARSER_SEVERITY_ERROR ||
                             severity == XML_PARSER_SEVERITY_VALIDITY_ERROR)) {
        r->error = strdup(message != NULL ? message : "parse error");
        r->errorLine = locator != NULL ? xmlTextReaderLocatorLineNumber(locator) : 0;
    }
}

AXReader *AXReaderCreate(const char *bytes, size_t length) {
    ensureInitialized();
    if (length > (size_t)0x7fffffff) return NULL;
    AXReader *r = calloc(1, sizeof(AXReader));
    if (r == NULL) return NULL;
    r->bytes = malloc(length + 1);
    if (r->bytes == NULL) { free(r); return NULL; }
    memcpy(r->bytes, bytes, length);
    r->bytes[length] = 0;
    r->reader = xmlReaderForMemory(r->bytes, (int)length, "animatic.svg", NULL,
                                   XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    if (r->reader == NULL) { free(r->bytes); free(r); return NULL; }
    xmlTextReaderSetErrorHandler(r->reader, recordError, r);
    return r;
}

int AXReaderNext(AXReader *r) {
    int status = xmlTextReaderRead(r->reader);
    if (status < 0) return -1;
    if (status == 0) return r->error != NULL ? -1 : AXReaderEnd;
    switch (xmlTextReaderNodeType(r->reader)) {
    case XML_READER_TYPE_ELEMENT: return AXReaderElementStart;
    case XML_READER_TYPE_END_ELEMENT: return AXReaderElementEnd;
    case XML_READER_TYPE_TEXT:
    case XML_READER_TYPE_CDATA: return AXReaderText;
    default: return AXReaderOther;
    }
}

const char *AXReaderName(AXReader *r) { return (const char *)xmlTextReaderConstName(r->reader); }
const char *AXReaderValue(AXReader *r) { return (const char *)xmlTextReaderConstValue(r->reader); }
int AXReaderIsEmptyElement(AXReader *r) { return xmlTextReaderIsEmptyElement(r->reader); }
int AXReaderDepth(AXReader *r) { return xmlTextReaderDepth(r->reader); }
int AXReaderAttributeCount(AXReader *r) { return xmlTextReaderAttributeCount(r->reader); }

int AXReaderAttribute(AXReader *r, int index, const char **name, const char **value) {
    *name = NULL;
    *value = NULL;
    if (xmlTextReaderMoveToAttributeNo(r->reader, index) != 1) return -1;
    *name = (const char *)xmlTextReaderConstName(r->reader);
    *value = (const char *)xmlTextReaderConstValue(r->reader);
    xmlTextReaderMoveToElement(r->reader);
    return 0;
}

const char *AXReaderErrorMessage(const AXReader *r) { return r->error; }

int AXReaderErrorLine(const AXReader *r) { return r->error != NULL ? r->errorLine : 0; }

int AXReaderLineNumber(AXReader *r) {
    xmlNodePtr node = xmlTextReaderCurrentNode(r->reader);
    long line = node != NULL ? xmlGetLineNo(node) : -1;
    return line > 0 ? (int)line : xmlTextReaderGetParserLineNumber(r->reader);
}

void AXReaderFree(AXReader *r) {
    if (r == NULL) return;
    xmlFreeTextReader(r->reader);
    free(r->bytes);
    free(r->error);
    free(r);
}
