/**
 * A list that renders only the rows in view (and a few around them), over TanStack Virtual's headless
 * core: the scroll container, its size and its scroll position are watched by the core, each rendered
 * row is measured, and `items` says which rows to draw and where. 100,000 rows cost what 20 do.
 *
 * Usage: `{@attach rows.scroller}` on the scroll container, a spacer of `rows.size` pixels inside it, and
 * for each of `rows.items` a row at `translateY(item.start)` with `data-index={item.index}` and
 * `{@attach rows.measure}`.
 */
import {
  Virtualizer,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  type VirtualItem,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';

export interface VirtualRowsOptions {
  /** A row's height before it is measured, in pixels. */
  readonly estimate: number;
  /** Rows drawn beyond each edge of the view. */
  readonly overscan?: number;
}

export class VirtualRows {
  /** The rows to draw: their index, their offset from the top and their height. */
  items = $state.raw<readonly VirtualItem[]>([]);
  /** The whole list's height, in pixels. */
  size = $state(0);

  private readonly virtualizer: Virtualizer<HTMLElement, HTMLElement>;
  private options: VirtualizerOptions<HTMLElement, HTMLElement>;
  private element: HTMLElement | null = null;

  constructor({ estimate, overscan = 6 }: VirtualRowsOptions) {
    this.options = {
      count: 0,
      getScrollElement: () => this.element,
      estimateSize: () => estimate,
      overscan,
      scrollToFn: elementScroll,
      observeElementRect,
      observeElementOffset,
      onChange: (instance) => this.sync(instance),
    };
    this.virtualizer = new Virtualizer(this.options);
  }

  private sync(instance: Virtualizer<HTMLElement, HTMLElement>): void {
    this.items = instance.getVirtualItems();
    this.size = instance.getTotalSize();
  }

  /** How many rows the list has. */
  setCount(count: number): void {
    if (this.options.count === count) return;
    this.options = { ...this.options, count };
    this.virtualizer.setOptions(this.options);
    this.virtualizer._willUpdate();
    this.sync(this.virtualizer);
  }

  /** The scroll container (an attachment). */
  readonly scroller = (element: HTMLElement): (() => void) => {
    this.element = element;
    const unmount = this.virtualizer._didMount();
    this.virtualizer._willUpdate();
    this.sync(this.virtualizer);
    return () => {
      unmount();
      this.element = null;
    };
  };

  /** A drawn row, measured now and whenever its size changes (an attachment; needs `data-index`). */
  readonly measure = (element: HTMLElement): void => {
    this.virtualizer.measureElement(element);
  };

  /** Brings a row into view (its top or bottom at the edge it was beyond). */
  scrollToIndex(index: number): void {
    this.virtualizer.scrollToIndex(index, { align: 'auto' });
  }

  /** How many rows fit in the view (at least one), for Page Up and Page Down. */
  get pageRows(): number {
    const height = this.element?.clientHeight ?? 0;
    const row = this.items[0]?.size ?? this.options.estimateSize(0);
    return Math.max(1, Math.floor(height / row) - 1);
  }
}
