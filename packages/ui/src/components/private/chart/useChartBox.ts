import { useLayoutEffect, useRef, useState } from 'react';

export interface ChartBox {
  width: number;
  fontFamily: string;
  fontSize: number;
}

/**
 * The width and font of the chart's container, kept current with a ResizeObserver, so that the SVG is drawn in real
 * pixels (text keeps its size) and labels can be measured. Where layout is missing (jsdom) the width is `fallbackWidth`.
 */
export function useChartBox(fallbackWidth = 480) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<ChartBox | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const style = getComputedStyle(element);
      const next: ChartBox = {
        width: element.clientWidth || fallbackWidth,
        fontFamily: style.fontFamily,
        fontSize: parseFloat(style.fontSize) || 14,
      };
      setBox((previous) =>
        previous &&
        previous.width === next.width &&
        previous.fontFamily === next.fontFamily &&
        previous.fontSize === next.fontSize
          ? previous
          : next,
      );
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallbackWidth]);
  return { ref, box };
}
