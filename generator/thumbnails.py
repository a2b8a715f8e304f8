"""Small PNG pictures of a PDF's first page, for the site's gallery of printable aids.

pypdfium2 rasterises the page; the PNG itself is written here with zlib, so no imaging library
is needed.
"""

from __future__ import annotations

import struct
import zlib

#: Thumbnail width in pixels (the height follows the page's proportions).
WIDTH = 240


def encode_png(width: int, height: int, stride: int, channels: int, pixels: bytes) -> bytes:
    """A PNG of ``height`` rows of ``stride`` bytes each (RGB or RGBA, 8 bits per channel).

    >>> png = encode_png(1, 1, 3, 3, b"\\xff\\x00\\x00")
    >>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n", len(png) > 40
    (True, True)
    """
    if channels not in (3, 4):
        raise ValueError(f"PNG thumbnails are RGB or RGBA, not {channels} channels")
    row = width * channels
    raw = b"".join(b"\x00" + pixels[y * stride:y * stride + row] for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2 if channels == 3 else 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def first_page_png(pdf: bytes, width: int = WIDTH) -> bytes:
    """Render page 1 of a PDF to a PNG ``width`` pixels wide."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        page = doc[0]
        scale = width / page.get_width()
        bitmap = page.render(scale=scale, rev_byteorder=True)
        return encode_png(bitmap.width, bitmap.height, bitmap.stride, bitmap.n_channels, bytes(bitmap.buffer))
    finally:
        doc.close()
