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

static pthread_once_t initOnce = PTHREAD_ONCE_INIT;
static void initLibrary(void) { xmlInitParser(); }
static void ensureInitialized(void) { pthread_once(&initOnce, initLibrary); }

// MARK: - Writer

struct AXWriter {
    xmlTextWriterPtr writer;
    // The writer's own output buffer (owned by `writer`): trusted attributes go straight in.
    xmlOutputBufferPtr out;
    // Whether the innermost element's start tag is still open (attributes may follow).
    int tagOpen;
    int fd;              // -1 for memory output
    int outputError;     // errno of the first failed write
    // Memory output: the whole document. File output: a chunk of up to chunkSize bytes
    // collected from libxml2's 4 KiB flushes, so that the kernel sees few large writes.
    char *memory;
    size_t memoryLength;
    size_t memoryCapacity;
};

enum { chunkSize = 1 << 20 };

static int writeAll(AXWriter *w, const char *buffer, size_t length) {
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
    if ((size_t)length > w->memoryCapacity) {
        return writeAll(w, buffer, (size_t)length) < 0 ? -1 : length;
    }
    memcpy(w->memory + w->memoryLength, buffer, (size_t)length);
    w->memoryLength += (size_t)length;
    return length;
}

static int writeToMemory(void *context, const char *buffer, int length) {
    AXWriter *w = context;
    size_t needed = w->memoryLength + (size_t)length;
    if (needed > w->memoryCapacity) {
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
    xmlOutputBufferPtr out = xmlOutputBufferCreateIO(callback, closeNothing, w, NULL);
    if (out == NULL) { free(w); return NULL; }
    w->writer = xmlNewTextWriter(out);   // takes ownership of `out`
    if (w->writer == NULL) { xmlOutputBufferClose(out); free(w); return NULL; }
    w->out = out;
    if (indent) {
        xmlTextWriterSetIndent(w->writer, 1);
        xmlTextWriterSetIndentString(w->writer, BAD_CAST indentString);
    }
    return w;
}

AXWriter *AXWriterCreateForFileDescriptor(int fd, int indent, const char *indentString) {
    return createWriter(fd, writeToDescriptor, indent, indentString);
}

AXWriter *AXWriterCreateInMemory(int indent, const char *indentString) {
    return createWriter(-1, writeToMemory, indent, indentString);
}

int AXWriterStartDocument(AXWriter *w) {
    w->tagOpen = 0;
    return xmlTextWriterStartDocument(w->writer, NULL, "UTF-8", NULL);
}

int AXWriterStartElement(AXWriter *w, const char *name) {
    int result = xmlTextWriterStartElement(w->writer, BAD_CAST name);
    w->tagOpen = result >= 0;
    return result;
}

// While a start tag is open, xmlTextWriterWriteAttribute writes ` name="`, the value through
// xmlBufAttrSerializeTxtContent, and `"` into the writer's output buffer, and leaves the
// writer's state as it found it. For values that escaping leaves unchanged, writing the same
// bytes with xmlOutputBufferWrite on that buffer is therefore the same output, minus the
// per-attribute bookkeeping and the per-character escape scan.
int AXWriterWriteTrustedAttributes(AXWriter *w, const char *bytes, size_t length) {
    if (!w->tagOpen || length > (size_t)INT_MAX) return -1;
    if (length == 0) return 0;
    return xmlOutputBufferWrite(w->out, (int)length, bytes);
}

int AXWriterStartElementWithTrustedAttributes(AXWriter *w, const char *name, const char *bytes,
                                              size_t length) {
    int result = AXWriterStartElement(w, name);
    if (result < 0) return result;
    return AXWriterWriteTrustedAttributes(w, bytes, length);
}

int AXWriterWriteEmptyElementWithTrustedAttributes(AXWriter *w, const char *name, const char *bytes,
                                                   size_t length) {
    int result = AXWriterStartElementWithTrustedAttributes(w, name, bytes, length);
    if (result < 0) return result;
    return AXWriterEndElement(w);
}

int AXWriterWriteAttribute(AXWriter *w, const char *name, const char *value) {
    return xmlTextWriterWriteAttribute(w->writer, BAD_CAST name, BAD_CAST value);
}

int AXWriterWriteString(AXWriter *w, const char *text) {
    w->tagOpen = 0;
    return xmlTextWriterWriteString(w->writer, BAD_CAST text);
}

int AXWriterWriteComment(AXWriter *w, const char *text) {
    w->tagOpen = 0;
    return xmlTextWriterWriteComment(w->writer, BAD_CAST text);
}

int AXWriterEndElement(AXWriter *w) {
    w->tagOpen = 0;
    return xmlTextWriterEndElement(w->writer);
}

int AXWriterEndDocument(AXWriter *w) {
    w->tagOpen = 0;
    int result = xmlTextWriterEndDocument(w->writer);
    if (result < 0) return result;
    int flushed = xmlTextWriterFlush(w->writer);
    if (flushed < 0) return flushed;
    return flushChunk(w) < 0 ? -1 : result;
}

int AXWriterOutputErrorNumber(const AXWriter *w) { return w->outputError; }

const char *AXWriterMemoryBytes(const AXWriter *w, size_t *length) {
    if (w->fd >= 0) { *length = 0; return NULL; }
    *length = w->memoryLength;
    return w->memory;
}

void AXWriterFree(AXWriter *w) {
    if (w == NULL) return;
    xmlFreeTextWriter(w->writer);   // closes the output buffer (closeNothing)
    free(w->memory);
    free(w);
}

// MARK: - Reader

struct AXReader {
    xmlTextReaderPtr reader;
    char *bytes;
    char *error;
};

static void recordError(void *context, const char *message, xmlParserSeverities severity,
                        xmlTextReaderLocatorPtr locator) {
    (void)locator;
    AXReader *r = context;
    if (r->error == NULL && (severity == XML_PARSER_SEVERITY_ERROR ||
                             severity == XML_PARSER_SEVERITY_VALIDITY_ERROR)) {
        r->error = strdup(message != NULL ? message : "parse error");
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

void AXReaderFree(AXReader *r) {
    if (r == NULL) return;
    xmlFreeTextReader(r->reader);
    free(r->bytes);
    free(r->error);
    free(r);
}
