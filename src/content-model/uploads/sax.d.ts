/**
 * The part of `sax` (the strict XML parser Payload itself checks SVGs with) that svg.ts and the floor plan use;
 * the package ships no types.
 */
declare module 'sax' {
  namespace sax {
    interface Tag {
      name: string
      /** Without `xmlns`: each attribute's value by its qualified name. */
      attributes: Record<string, string>
    }
    interface Attribute {
      name: string
      value: string
    }
    /** With `xmlns: true`: names resolved to their namespace. */
    interface QualifiedAttribute extends Attribute {
      prefix: string
      local: string
      uri: string
    }
    interface QualifiedTag {
      name: string
      prefix: string
      local: string
      uri: string
      attributes: Record<string, QualifiedAttribute>
    }
    interface ProcessingInstruction {
      name: string
      body: string
    }
    interface ParserOptions {
      /** Only XML's five entities: an undeclared one is an error, never expanded. */
      strictEntities?: boolean
      position?: boolean
      xmlns?: boolean
    }
    interface SAXParser {
      onopentag: (tag: Tag) => void
      onattribute: (attribute: Attribute) => void
      onclosetag: (name: string) => void
      ontext: (text: string) => void
      oncdata: (text: string) => void
      ondoctype: (doctype: string) => void
      onprocessinginstruction: (instruction: ProcessingInstruction) => void
      onerror: (error: Error) => void
      write(chunk: string): SAXParser
      close(): SAXParser
      /** Goes on after an error the handler chose to pass over. */
      resume(): SAXParser
    }
    function parser(strict: true, options?: ParserOptions): SAXParser
  }
  export = sax
}
