// Browser APIs jsdom lacks that the educator screens touch: Zag's checkbox builds PointerEvents,
// ProseMirror asks for elementFromPoint, and the thumbnail preview uses blob: URLs.
if (typeof window.PointerEvent !== 'function') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventShim });
}

if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}

// ProseMirror measures ranges when it scrolls the selection into view.
if (typeof Range.prototype.getClientRects !== 'function') {
  const emptyRects = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
}

export {};
