// The Node.js flags the server runs with, wherever it is started as a process of its own: the
// benchmarks, the browser tests and the tests' child servers take them from here; `npm start`
// (package.json) and the README's production command spell them out, and a test holds both to this
// list.
//
// `--max-semi-space-size=8`: V8's young generation may grow to 16 MB per semi-space by default, and
// a server rendering pages under load keeps it there: two semi-spaces of resident memory that only
// short-lived render objects use. 8 MB each kept the PostgreSQL server's peak under load about 25 MB
// lower with no measurable CPU per page (4 MB cost some 15 % of throughput). V8 sizes the young
// generation when the heap is set up, so unlike the heap growth factor (server/main.ts) this flag
// cannot be set from inside the process: it must be on node's command line. Decision 030.
export const serverNodeFlags = ["--max-semi-space-size=8"];
