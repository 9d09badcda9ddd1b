"""Packed payloads of search index files and captions (Sources/Support/PackedPayload.swift): a registering
script whose payload is a JSON string of base 85 digits holding the JSON, raw-deflated."""
import re
import zlib

BASE85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&_~()[]{}@%$#"
PACKED_SCRIPT = re.compile(rb'(\xef\xbb\xbf(?:ConcordSearch|ConcordCaptions)\.register\("[^"\\]*",)"([0-3][!-~]*)"\);\n')


def unpack(packed):
    """A packed payload's JSON text."""
    assert set(packed[1:]) <= set(BASE85), "only base 85 digits"
    data = bytearray()
    for i in range(1, len(packed), 5):
        value = 0
        for digit in packed[i:i + 5]:
            value = value * 85 + BASE85.index(digit)
        data += value.to_bytes(4, "big")
    inflater = zlib.decompressobj(-15)
    text = inflater.decompress(bytes(data[:len(data) - int(packed[0])]))
    assert inflater.eof and not inflater.unused_data
    return text.decode("utf-8")


def plain_form(data):
    """What a file's compressed copies hold: the file itself, or a packed script written plain."""
    match = PACKED_SCRIPT.fullmatch(data)
    if not match:
        return data
    return match.group(1) + unpack(match.group(2).decode()).encode() + b");\n"
