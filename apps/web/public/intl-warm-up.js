// A dedicated worker that builds one Intl number, date and plural formatter, then closes.
//
// The first Intl.NumberFormat or Intl.DateTimeFormat a page builds costs 90–320 ms on a phone-speed CPU
// (the engine loads and indexes its locale data once per process), and the page's first render needs
// one: Lingui formats the `#` of every plural with Intl.NumberFormat. Workers share that process-wide
// data with the page, so building them here, on another core while the app's chunks download, leaves
// the page's own first formatter at 1–2 ms. See docs/decisions/048-intl-warm-up-worker.md.
try {
  new Intl.NumberFormat().format(1234.5);
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', weekday: 'short' }).format(0);
  new Intl.PluralRules().select(1);
} catch {
  // An engine without Intl: nothing to warm.
}
self.close();
