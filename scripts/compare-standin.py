#!/usr/bin/env python3
"""Checks the SwiftUI stand-in's public surface against Apple's SwiftUI module interfaces.

Usage:
    scripts/compare-standin.py APPLE_INTERFACE [APPLE_INTERFACE ...] [--verbose]

APPLE_INTERFACE is a printed SwiftUI interface of an Apple SDK, for example the iOS 18.1
`SwiftUI.swiftinterface` and `SwiftUICore.swiftinterface` (Apple's files are not part of this
repository; pass their paths). The script compiles Support/SwiftUIStandIn with swiftc, reads the
interface the compiler prints for it, and checks that every public declaration it finds there
(types, conformances, members, protocol requirements, enum cases) is in Apple's interfaces with
the same signature, isolation and effective availability. It exits 1 when one is not.

Both interfaces are compared after the same normalisation, which removes only what is
printing detail rather than API:
  - module qualification (`SwiftUICore.View`, `Swift.Bool`, `_Concurrency.MainActor`);
  - `@_originallyDefinedIn`, `@_alwaysEmitIntoClient`, `@inlinable`, `@usableFromInline`,
    `@_semantics`, `@_transparent`, `@_effects`, `@_documentation`, `@_hasMissingDesignatedInitializers`,
    and the order in which attributes are printed;
  - `nonisolated`: a printed interface spells every isolation out (`@MainActor`), so a
    declaration without it is nonisolated either way; `nonisolated(unsafe)` on a static constant
    too: the stand-in is built in Swift 6 mode, where a constant of a type that is not Sendable
    must opt out of the check, and Apple's module is not;
  - `@Sendable` after `@MainActor` in a function type: Swift 6 prints it, and a
    global-actor-isolated function type is Sendable in any case (SE-0434);
  - the order of platforms and of where-clause requirements;
  - availability is compared as it takes effect: a member's own `@available` merged with that of
    the type or extension around it.
"""

import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAND_IN = os.path.join(ROOT, "Support", "SwiftUIStandIn")

# FoundationEssentials: where the Linux toolchain's Foundation declares its value types
# (`Locale`, `Date`), which Apple's interfaces print as `Foundation.`.
MODULES = ["SwiftUICore", "SwiftUI", "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "CoreFoundation",
           "CoreGraphics", "ObjectiveC", "Observation", "Combine", "UIKit",
           "DeveloperToolsSupport", "CoreTransferable", "Dispatch", "_StringProcessing"]
QUALIFIER = re.compile(r"(?<![\w.])(?:%s)\." % "|".join(MODULES))
IGNORED_ATTRIBUTES = {"@_originallyDefinedIn", "@_alwaysEmitIntoClient", "@inlinable",
                      "@usableFromInline", "@_semantics", "@_transparent", "@_effects",
                      "@_documentation", "@_hasMissingDesignatedInitializers"}
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor"}
DECL_KEYWORD = re.compile(r"\b(func|init|subscript|var|let|typealias|associatedtype|case|struct|class|"
                          r"enum|protocol|extension|actor|deinit)\b")
ACCESSOR = re.compile(r"^(?:(?:mutating|nonmutating)\s+)?(get|set|_modify|_read|unsafeAddress|unsafeMutableAddress)\b")


# MARK: - Reading declarations


def split_attributes(text):
    """Splits leading `@attribute(...)` tokens off a declaration."""
    attributes = []
    rest = text.lstrip()
    while rest.startswith("@"):
        match = re.match(r"@[\w.]+", rest)
        end = match.end()
        if end < len(rest) and rest[end] == "(":
            depth, index, in_string = 0, end, False
            while index < len(rest):
                char = rest[index]
                if char == '"' and rest[index - 1] != "\\":
                    in_string = not in_string
                elif not in_string and char == "(":
                    depth += 1
                elif not in_string and char == ")":
                    depth -= 1
                    if depth == 0:
                        break
                index += 1
            end = index + 1
        attributes.append(rest[:end])
        rest = rest[end:].lstrip()
    return attributes, rest


def body_start(text):
    """Index of the `{` that opens a body or accessor block, or -1."""
    depth, in_string = 0, False
    for index, char in enumerate(text):
        if char == '"':
            in_string = not in_string
        elif in_string:
            continue
        elif char in "([<":
            depth += 1
        elif char in ")]>" and not (char == ">" and text[index - 1] == "-"):
            depth -= 1
        elif char == "{" and depth == 0:
            return index
    return -1


def brace_balance(line, in_multiline_string):
    """Net `{` minus `}` outside string literals, and whether a `\"\"\"` string is still open."""
    balance, index = 0, 0
    in_string = False
    while index < len(line):
        if line.startswith('"""', index):
            in_multiline_string = not in_multiline_string
            index += 3
            continue
        char = line[index]
        if not in_multiline_string:
            if char == '"' and (index == 0 or line[index - 1] != "\\"):
                in_string = not in_string
            elif not in_string and char == "{":
                balance += 1
            elif not in_string and char == "}":
                balance -= 1
        index += 1
    return balance, in_multiline_string


class Context:
    def __init__(self, kind, name, where, attributes, public):
        self.kind = kind            # "type", "protocol", "extension"
        self.name = name            # qualified, e.g. "LocalizedStringKey.StringInterpolation"
        self.where = where
        self.attributes = attributes
        self.public = public


MODULE_SCOPE = Context("extension", "", "", [], True)


def parse(text):
    """Returns (types, conformances, members) read from a printed interface."""
    lines = text.splitlines()
    types, conformances, members = [], [], []
    stack = []
    pending = []
    index = 0
    while index < len(lines):
        raw = lines[index]
        index += 1
        line = raw.strip()
        if not line or line.startswith("//") or line.startswith("#") or line.startswith("import "):
            continue
        if line == "}":
            if stack:
                stack.pop()
            pending = []
            continue
        attributes, rest = split_attributes(line)
        if not rest:
            pending += attributes
            continue
        attributes = pending + attributes
        pending = []
        keyword = DECL_KEYWORD.search(rest)
        if not keyword:
            continue
        kind = keyword.group(1)
        modifiers = rest[:keyword.start()].split()
        brace = body_start(rest)
        header = rest if brace < 0 else rest[:brace].rstrip()
        block = "" if brace < 0 else rest[brace:]

        if kind in TYPE_KEYWORDS or kind == "extension":
            name_match = re.match(r"(?:struct|class|enum|protocol|actor|extension)\s+([\w.]+)", rest[keyword.start():])
            raw_name = name_match.group(1)
            name = QUALIFIER.sub("", raw_name)
            if kind != "extension" and stack:
                name = stack[-1].name + "." + name
            after_name = header[header.index(raw_name) + len(raw_name):]
            generics, inherited, where = split_type_header(after_name)
            public = kind == "extension" or "public" in modifiers or "open" in modifiers
            if stack and not stack[-1].public:
                public = False
            context = Context("extension" if kind == "extension" else ("protocol" if kind == "protocol" else "type"),
                              name, where, attributes, public)
            if public and kind != "extension":
                types.append((name, kind, generics, where, attributes, modifiers))
            if public:
                for protocol in inherited:
                    conformances.append((name, protocol, where, attributes, kind == "extension"))
            opened, closed = block.count("{"), block.count("}")
            if brace >= 0 and opened > closed:
                stack.append(context)
            continue

        if kind == "deinit":
            if brace >= 0:
                _, index = read_block(lines, index, block, False)
            continue
        context = stack[-1] if stack else MODULE_SCOPE
        in_public_scope = context.public and ("public" in modifiers or "open" in modifiers
                                              or context.kind == "protocol"
                                              or (kind == "case" and context.kind == "type"))
        accessors = []
        if brace >= 0:
            accessors, index = read_block(lines, index, block, kind in ("var", "subscript"))
        if in_public_scope:
            members.append((context, header, attributes, accessors))
    return types, conformances, members


def read_block(lines, index, block, want_accessors):
    """Reads a body or accessor block that starts with `block` (the rest of the declaration's
    line); returns the accessors it declares (`get`, `nonmutating set`, …) and the next line."""
    accessors = []
    balance, in_multiline = brace_balance(block, False)
    if want_accessors:
        depth, word = 0, ""
        for char in block[1:]:
            if char == "{":
                depth += 1
            elif char == "}":
                depth -= 1
            if depth == 0 and char not in "{}":
                word += char
            elif depth == 1 and char == "{":
                word += " ; "
        accessors += accessor_words(word)
    depth = balance
    while depth > 0 and index < len(lines):
        line = lines[index].strip()
        index += 1
        if depth == 1 and want_accessors and ACCESSOR.match(line):
            accessors += accessor_words(line.split("{")[0])
        change, in_multiline = brace_balance(line, in_multiline)
        depth += change
    return accessors, index


def accessor_words(text):
    """`get`, `set`, `nonmutating set`, … named in `text`."""
    accessors, prefix = [], ""
    for word in re.findall(r"[\w]+", text):
        if word in ("mutating", "nonmutating"):
            prefix = word + " "
        elif ACCESSOR.match(word):
            accessors.append(prefix + word)
            prefix = ""
        else:
            prefix = ""
    return accessors


def split_type_header(text):
    """Splits `<T> : A, B where T : C` into generics, inherited protocols and where clause."""
    text = text.strip()
    generics = ""
    if text.startswith("<"):
        depth = 0
        for position, char in enumerate(text):
            depth += {"<": 1, ">": -1}.get(char, 0)
            if depth == 0:
                generics, text = text[:position + 1], text[position + 1:].strip()
                break
    where = ""
    where_match = re.search(r"\bwhere\b", text)
    if where_match:
        where, text = text[where_match.end():].strip(), text[:where_match.start()].strip()
    inherited = []
    if text.startswith(":"):
        inherited = [normalise_type(part) for part in split_top_level(text[1:])]
    return generics, inherited, normalise_where(where)


def split_top_level(text):
    """Splits `text` at the commas outside brackets and string literals."""
    parts, depth, current, in_string = [], 0, "", False
    for char in text:
        if char == '"':
            in_string = not in_string
        elif in_string:
            pass
        elif char in "(<[":
            depth += 1
        elif char in ")>]" and not current.endswith("-"):
            depth -= 1
        if char == "," and depth == 0 and not in_string:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current.strip())
    return parts


# MARK: - Normalising


def normalise_type(text):
    text = QUALIFIER.sub("", text)
    text = re.sub(r"@MainActor\s+@Sendable\b", "@MainActor", text)
    return re.sub(r"\s+", " ", text).strip()


def normalise_where(text):
    return ", ".join(sorted(normalise_type(part) for part in split_top_level(text))) if text else ""


def availability(attributes):
    """Platform -> fields, from `@available` attributes."""
    result = defaultdict(dict)
    for attribute in attributes:
        if not attribute.startswith("@available("):
            continue
        arguments = split_top_level(attribute[len("@available("):-1])
        first = arguments[0].strip()
        if re.match(r"^\w+ \d", first):
            for argument in arguments:
                argument = argument.strip()
                if argument == "*":
                    continue
                platform, version = argument.split()
                result[platform]["introduced"] = version
            continue
        platform = first
        for argument in arguments[1:]:
            argument = argument.strip()
            if ":" in argument:
                key, value = argument.split(":", 1)
                result[platform][key.strip()] = value.strip()
            else:
                result[platform][argument] = True
    return result


def version_key(version):
    return tuple(int(part) for part in version.split("."))


def merge_availability(outer, inner):
    merged = defaultdict(dict)
    for platform in set(outer) | set(inner):
        fields = dict(outer.get(platform, {}))
        for key, value in inner.get(platform, {}).items():
            if key == "introduced" and "introduced" in fields:
                fields[key] = max(fields[key], value, key=version_key)
            else:
                fields[key] = value
        merged[platform] = fields
    return merged


def describe_availability(available):
    parts = []
    for platform in sorted(available):
        fields = available[platform]
        text = ", ".join("%s" % key if value is True else "%s: %s" % (key, value)
                         for key, value in sorted(fields.items()))
        parts.append("%s(%s)" % (platform, text))
    return "; ".join(parts)


def normalise_declaration(header, attributes, accessors=()):
    extra, rest = split_attributes(header)
    kept = sorted(set(attribute_key(a) for a in attributes + extra
                      if not attribute_key(a).startswith("@available")
                      and attribute_name(a) not in IGNORED_ATTRIBUTES))
    words = [word for word in rest.split() if word not in ("nonisolated", "nonisolated(unsafe)")]
    text = normalise_type(" ".join(words))
    text = re.sub(r"\s*:\s*", ": ", text).replace(" ,", ",")
    where_match = re.search(r"\bwhere\b(.*)$", text)
    if where_match:
        head = text[:where_match.start()].rstrip()
        text = head + " where " + normalise_where(where_match.group(1).strip())
    if accessors:
        text += " { " + " ".join(sorted(set(accessors))) + " }"
    return " ".join(kept + [text])


def attribute_name(attribute):
    return re.match(r"@[\w.]+", attribute).group(0)


def attribute_key(attribute):
    attribute = normalise_type(attribute)
    return "@resultBuilder" if attribute == "@_functionBuilder" else attribute


# MARK: - Indexing an interface


class Surface:
    def __init__(self, text):
        self.types, self.conformances, self.members = parse(text)
        self.type_availability = {}
        for name, kind, generics, where, attributes, modifiers in self.types:
            self.type_availability[name] = availability(attributes)

    def context_availability(self, context_name, attributes):
        outer = defaultdict(dict)
        parts = context_name.split(".")
        for end in range(1, len(parts) + 1):
            outer = merge_availability(outer, self.type_availability.get(".".join(parts[:end]), {}))
        return merge_availability(outer, availability(attributes))

    def entries(self):
        """(category, key, availability) for every public declaration."""
        result = []
        for name, kind, generics, where, attributes, modifiers in self.types:
            modifier_text = " ".join(m for m in modifiers if m != "nonisolated")
            signature = normalise_declaration("%s %s %s%s%s" % (modifier_text, kind, name.split(".")[-1], generics,
                                                                (" where " + where) if where else ""),
                                              attributes)
            result.append(("type", (name, signature), describe_availability(self.context_availability(name, []))))
        for name, protocol, where, attributes, in_extension in self.conformances:
            available = self.context_availability(name, attributes if in_extension else [])
            unavailable = "*" in available and available["*"].get("unavailable")
            key = (name, protocol, where)
            result.append(("conformance", key, "unavailable" if unavailable else describe_availability(available)))
        for context, header, attributes, accessors in self.members:
            available = merge_availability(self.context_availability(context.name, context.attributes
                                                                     if context.kind == "extension" else []),
                                           availability(attributes))
            signature = normalise_declaration(header, attributes, accessors)
            result.append(("member", (context.name, context.where, signature), describe_availability(available)))
        return result


# MARK: - Running


def emit_stand_in_interface(directory):
    sources = sorted(os.path.join(folder, name)
                     for folder, _, names in os.walk(STAND_IN) for name in names if name.endswith(".swift"))
    output = os.path.join(directory, "SwiftUI.swiftinterface")
    command = ["swiftc", "-parse-as-library", "-module-name", "SwiftUI", "-package-name", "swift_alerts", "-enable-library-evolution",
               "-swift-version", "6", "-emit-module", "-emit-module-path",
               os.path.join(directory, "SwiftUI.swiftmodule"), "-emit-module-interface-path", output,
               "-no-verify-emitted-module-interface"] + sources
    completed = subprocess.run(command, capture_output=True, text=True)
    if completed.returncode != 0:
        sys.stderr.write(completed.stderr)
        sys.exit(2)
    with open(output) as file:
        return file.read(), len(sources)


def main(arguments):
    verbose = "--verbose" in arguments
    paths = [argument for argument in arguments if argument != "--verbose"]
    if not paths:
        sys.stderr.write(__doc__)
        return 2
    apple_text = ""
    for path in paths:
        with open(path) as file:
            apple_text += file.read() + "\n"
    with tempfile.TemporaryDirectory() as directory:
        stand_in_text, source_count = emit_stand_in_interface(directory)

    apple = Surface(apple_text)
    apple_exact = set((category, key, available) for category, key, available in apple.entries())
    apple_signatures = defaultdict(list)
    for category, key, available in apple.entries():
        apple_signatures[(category, key)].append(available)

    stand_in = Surface(stand_in_text).entries()
    matched, different_availability, missing = [], [], []
    for category, key, available in stand_in:
        if (category, key, available) in apple_exact:
            matched.append((category, key, available))
        elif (category, key) in apple_signatures:
            different_availability.append((category, key, available, apple_signatures[(category, key)]))
        else:
            missing.append((category, key, available))

    counts = defaultdict(int)
    for category, _, _ in stand_in:
        counts[category] += 1
    print("stand-in: %d source files, %d public declarations (%d types, %d conformances, %d members)"
          % (source_count, len(stand_in), counts["type"], counts["conformance"], counts["member"]))
    print("Apple's interfaces: %d public declarations read from %d files"
          % (len(apple.entries()), len(paths)))
    print("matched with the same signature, isolation and availability: %d" % len(matched))
    if verbose:
        for category, key, available in matched:
            print("  ok  %-11s %s  [%s]" % (category, " | ".join(part for part in key if part), available))
    for category, key, available, apple_available in different_availability:
        print("DIFFERENT AVAILABILITY %s %s\n  stand-in: %s\n  Apple:    %s"
              % (category, " | ".join(key), available, " or ".join(apple_available)))
    for category, key, available in missing:
        print("NOT IN APPLE'S INTERFACE %s %s  [%s]" % (category, " | ".join(part for part in key if part), available))
    failures = len(different_availability) + len(missing)
    print("result: %s (%d of %d declarations differ)"
          % ("PASS" if failures == 0 else "FAIL", failures, len(stand_in)))
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
