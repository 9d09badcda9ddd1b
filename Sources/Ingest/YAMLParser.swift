import CYAML
import Diagnostics
import Foundation

/// A YAML value with its position: what the manifest, the glossary and front matter are read into.
public indirect enum YAMLNode: Sendable {
    case scalar(String, SourcePosition)
    case sequence([YAMLNode], SourcePosition)
    case mapping([(key: String, value: YAMLNode)], SourcePosition)

    public var position: SourcePosition {
        switch self {
        case .scalar(_, let p), .sequence(_, let p), .mapping(_, let p): p
        }
    }

    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let members, _) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var string: String? {
        if case .scalar(let s, _) = self { return s }
        return nil
    }

    /// A scalar as one string, or a sequence of scalars as several.
    public var strings: [String]? {
        switch self {
        case .scalar(let s, _): return [s]
        case .sequence(let items, _): 
            let values = items.compactMap(\.string)
            return values.count == items.count ? values : nil
        case .mapping: return nil
        }
    }

    public var typeDescription: String {
        switch self {
        case .scalar: "a text value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// The only file that talks to libyaml: parses one YAML document into `YAMLNode`s.
public enum YAMLParser {
    public struct Failure: Error, Sendable {
        public var position: SourcePosition
        public var message: String
    }

    /// Parses `text`; `lineOffset` is added to reported lines (front matter starts below the `---`).
    /// An empty document is an empty mapping.
    public static func parse(_ text: String, lineOffset: Int = 0) throws(Failure) -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw Failure(position: SourcePosition(line: 1), message: "cannot start the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> YAMLNode in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder(lineOffset: lineOffset)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let mark = parser.problem_mark
                    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    let context = parser.context.map { String(cString: $0) + ": " } ?? ""
                    throw Failure(position: SourcePosition(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1),
                                  message: "found \(context)\(problem), expected valid YAML")
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try builder.handle(&event)
            }
            return builder.root ?? .mapping([], SourcePosition(line: 1 + lineOffset))
        }
    }

    private struct Builder {
        enum Frame {
            case sequence([YAMLNode], SourcePosition)
            case mapping([(key: String, value: YAMLNode)], pendingKey: String?, SourcePosition)
        }
        var stack: [Frame] = []
        var root: YAMLNode?
        let lineOffset: Int

        init(lineOffset: Int) { self.lineOffset = lineOffset }

        mutating func handle(_ event: inout yaml_event_t) throws(Failure) {
            let mark = event.start_mark
            let position = SourcePosition(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                try add(.scalar(value, position))
            case YAML_SEQUENCE_START_EVENT:
                stack.append(.sequence([], position))
            case YAML_MAPPING_START_EVENT:
                stack.append(.mapping([], pendingKey: nil, position))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return }
                switch frame {
                case .sequence(let items, let p): try add(.sequence(items, p))
                case .mapping(let members, _, let p): try add(.mapping(members, p))
                }
            case YAML_ALIAS_EVENT:
                throw Failure(position: position, message: "found an alias (*name), expected plain values (aliases are not supported)")
            default:
                break
            }
        }

        mutating func add(_ node: YAMLNode) throws(Failure) {
            guard let top = stack.popLast() else {
                root = node
                return
            }
            switch top {
            case .sequence(var items, let p):
                items.append(node)
                stack.append(.sequence(items, p))
            case .mapping(var members, let pendingKey, let p):
                if let key = pendingKey {
                    members.append((key, node))
                    stack.append(.mapping(members, pendingKey: nil, p))
                } else {
                    guard case .scalar(let key, _) = node else {
                        throw Failure(position: node.position, message: "found \(node.typeDescription) as a mapping key, expected a plain name")
                    }
                    stack.append(.mapping(members, pendingKey: key, p))
                }
            }
        }
    }
}
