/** An SVG document as a data: URL, for an <img> (the CSP allows data: pictures) or a canvas. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
