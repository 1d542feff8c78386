#ifndef CANIMATICXML_H
#define CANIMATICXML_H

// Animatic's only door to libxml2. Nothing from libxml2 appears here: Swift sees an opaque
// writer (streaming xmlTextWriter) and an opaque reader (xmlTextReader), plain C types only.
// Every function returning int returns >= 0 on success and < 0 on failure.

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#pragma clang assume_nonnull begin

/// A streaming XML writer; owns its libxml2 writer and output buffer.
typedef struct AXWriter AXWriter;

/// A writer that sends its bytes to `fd` in chunks as libxml2 fills its buffer. The writer
/// never closes `fd`. `indent` != 0 puts one element a line, indented by `indentString`.
/// `gzipLevel` 1 to 9 compresses the output as gzip with zlib at that level (an `.svgz`; the
/// header's time is 0, so the same document gives the same bytes); 0 writes it as it is.
/// Returns NULL when out of memory.
AXWriter *_Nullable AXWriterCreateForFileDescriptor(int fd, int indent, const char *indentString, int gzipLevel);

/// Writes `bytes` to `fd` compressed as gzip at `level` (1 to 9), the header as
/// AXWriterCreateForFileDescriptor writes it. Returns 0, or -errno of the failed write.
int AXWriteGzip(int fd, const char *bytes, size_t length, int level);

/// A writer that collects its bytes in memory (read them with AXWriterMemoryBytes).
AXWriter *_Nullable AXWriterCreateInMemory(int indent, const char *indentString);

/// A writer for part of a document, collected in memory: elements that will be inserted
/// (AXWriterWriteFragment) inside `depth` open elements of another writer with the same
/// `indent` and `indentString`, laid out as that writer would lay them out there. It writes no
/// declaration; take its bytes with AXWriterTakeFragment and reuse it. Several fragment
/// writers may run on different threads at once (one thread per writer).
AXWriter *_Nullable AXWriterCreateFragment(int indent, const char *indentString, size_t depth);

/// The bytes a fragment writer wrote since the last call, handed over (free them with AXFree;
/// the writer starts a new buffer): no copy is made. NULL when an element it opened is still
/// open or its output failed.
char *_Nullable AXWriterTakeFragment(AXWriter *writer, size_t *length);

/// Frees bytes handed over by AXWriterTakeFragment.
void AXFree(void *_Nullable bytes);

/// Inserts bytes taken from a fragment writer as the next children of the innermost open
/// element (whose depth must be the fragment writer's `depth`). Fails when no element is open.
int AXWriterWriteFragment(AXWriter *writer, const char *bytes, size_t length);

/// Starts the document as UTF-8: writes `<?xml version="1.0" encoding="UTF-8"?>` and its line
/// break when `declare` is 1; with 0 the declaration's bytes are dropped (UTF-8 is XML's
/// default encoding), and libxml2 still escapes attributes as for a UTF-8 document.
int AXWriterStartDocument(AXWriter *writer, int declare);
/// Opens an element through libxml2's writer (user attributes and text may follow). `name`
/// must be a valid XML name (the caller's constant).
int AXWriterStartElement(AXWriter *writer, const char *name);
/// Writes an attribute of the open element (its start tag still open); libxml2 escapes `value`
/// (NUL-terminated UTF-8), for Animatic's own elements as its writer would.
int AXWriterWriteAttribute(AXWriter *writer, const char *name, const char *value);
/// Writes attributes of the open start tag (the last call opened an element or wrote an
/// attribute) straight into the writer's output buffer, WITHOUT libxml2's escaping: `bytes`
/// (`length` bytes, no terminator) is one or more ` name="value"` exactly as they must appear.
/// Only for Animatic's own ASCII numbers and keywords, whose escaping by libxml2 would change
/// nothing (no `<`, `>`, `&`, `"`, tab, newline, carriage return or non-ASCII byte); user text
/// goes through AXWriterWriteAttribute. Fails when no start tag is open.
int AXWriterWriteTrustedAttributes(AXWriter *writer, const char *bytes, size_t length);
/// Opens an element whose attributes are all trusted (see AXWriterWriteTrustedAttributes):
/// its tags are composed by the writer itself and reach libxml2's output in large runs,
/// without libxml2's per-element bookkeeping. Its text still goes through libxml2's escaping;
/// it takes no user attributes. `name` must stay valid until the element ends (a constant).
/// The document's root is always opened through libxml2 (AXWriterStartElement).
int AXWriterStartElementWithTrustedAttributes(AXWriter *writer, const char *name,
                                              const char *bytes, size_t length);
/// AXWriterStartElementWithTrustedAttributes, then AXWriterEndElement (`<name .../>`).
int AXWriterWriteEmptyElementWithTrustedAttributes(AXWriter *writer, const char *name,
                                                   const char *bytes, size_t length);
/// Writes element text (NUL-terminated UTF-8); libxml2 escapes `<`, `>`, `&` and `"`.
int AXWriterWriteString(AXWriter *writer, const char *text);
/// Writes `length` bytes of markup as the content of one of Animatic's own (trusted) elements,
/// as they are: no escaping and no indentation, so that mixed content (`<text>` with
/// `<tspan>`s) keeps no whitespace between its parts. The caller escapes any user text in it.
int AXWriterWriteTrustedContent(AXWriter *writer, const char *bytes, size_t length);
/// Writes a comment; libxml2 checks it (not inside trusted elements).
int AXWriterWriteComment(AXWriter *writer, const char *text);
/// Closes the innermost open element (`/>` when it has no content).
int AXWriterEndElement(AXWriter *writer);
/// Closes every open element and flushes everything to the output.
int AXWriterEndDocument(AXWriter *writer);

/// The `errno` of the first failed write to the file descriptor, or 0.
int AXWriterOutputErrorNumber(const AXWriter *writer);

/// The bytes written so far by an in-memory writer (valid until the next call on `writer`).
const char *_Nullable AXWriterMemoryBytes(const AXWriter *writer, size_t *length);

/// Frees the writer (without flushing a document that was not ended).
void AXWriterFree(AXWriter *_Nullable writer);

/// A pull parser over a document in memory.
typedef struct AXReader AXReader;

/// Node kinds AXReaderNext reports.
enum {
    AXReaderEnd = 0,
    AXReaderElementStart = 1,
    AXReaderElementEnd = 2,
    AXReaderText = 3,
    AXReaderOther = 4,
};

/// A reader over `length` bytes (copied). Network access and entity substitution are off.
AXReader *_Nullable AXReaderCreate(const char *bytes, size_t length);
/// Moves to the next node: one of the AXReader* kinds above, or < 0 on a parse error.
/// An empty element (`<a/>`) reports AXReaderElementStart with AXReaderIsEmptyElement != 0
/// and no AXReaderElementEnd.
int AXReaderNext(AXReader *reader);
/// The current node's qualified name.
const char *_Nullable AXReaderName(AXReader *reader);
/// The current node's text (for AXReaderText), or NULL.
const char *_Nullable AXReaderValue(AXReader *reader);
int AXReaderIsEmptyElement(AXReader *reader);
int AXReaderDepth(AXReader *reader);
int AXReaderAttributeCount(AXReader *reader);
/// The name and value of attribute `index` of the current element (valid until the next call).
int AXReaderAttribute(AXReader *reader, int index, const char *_Nullable *_Nonnull name,
                      const char *_Nullable *_Nonnull value);
/// The first parse error message, or NULL.
const char *_Nullable AXReaderErrorMessage(const AXReader *reader);
/// The line (1-based) of the first parse error, or 0 when there is none or libxml2 gave none.
int AXReaderErrorLine(const AXReader *reader);
/// The line (1-based) of the current node: for an element, the line libxml2 recorded for its
/// start tag.
int AXReaderLineNumber(AXReader *reader);
void AXReaderFree(AXReader *_Nullable reader);

#pragma clang assume_nonnull end

#ifdef __cplusplus
}
#endif

#endif
