// zod probes whether it may compile fast parsers with `new Function`; the CSP forbids eval, so in the
// browser the probe only produces a CSP violation (a Lighthouse best-practices failure). Jitless parsing
// skips the probe. zod reads this global when it loads, so main.tsx imports this module first.
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = { jitless: true };
