/**
 * What we use of bpmn-moddle: its package ships element types (`bpmn-moddle/types`) but none for
 * the `BpmnModdle` class its main entry exports, so the reader and writer are declared here.
 */
declare module 'bpmn-moddle' {
  /** An element of the BPMN meta-model; properties are read by name, unknown attributes sit in `$attrs`. */
  export interface ModdleElement {
    readonly $type: string;
    $attrs: Record<string, string>;
    id?: string;
    [property: string]: unknown;
  }

  export interface ParseResult {
    rootElement: ModdleElement;
    /** What the reader skipped: unknown elements, unresolved references. */
    warnings: Error[];
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean; preamble?: boolean }): Promise<{ xml: string }>;
    create(type: string, properties?: Record<string, unknown>): ModdleElement;
  }
}
