/**
 * Moves the start of hydration to just after the page's first paint. React Router writes a
 * modulepreload hint for each of the page's ~20 script modules (React hoists them into <head>) and
 * a module script that imports them: on a slow phone connection those downloads share the few
 * connections with the stylesheet and the pictures above the fold, and the page is painted later
 * for scripts it does not need to be seen. Here the hints and the module script are taken out of
 * the HTML and written again by a small inline script once the browser has painted, so the
 * stylesheet and the first pictures have the connection to themselves. The page works before its
 * scripts run: links are links and every form posts (the app is built to work without scripts).
 *
 * The module script's text is React Router's, unchanged, so the route modules and the entry it
 * imports are exactly those React Router chose.
 */
export function hydrateAfterFirstPaint(html: string, nonce: string): string {
  const modulePreloads: string[] = [];
  const withoutPreloads = html.replace(modulePreloadTag, (_tag, href: string) => {
    modulePreloads.push(decodeAttribute(href));
    return "";
  });
  let replaced = false;
  const result = withoutPreloads.replace(moduleScriptTag, (_tag, source: string) => {
    replaced = true;
    return `<script nonce="${nonce}">${loaderSource(modulePreloads, source, nonce)}</script>`;
  });
  // A page without React Router's module script (none is rendered) keeps its hints as they were.
  return replaced ? result : html;
}

// React writes attributes in a fixed order: rel, href, then the nonce and any others.
const modulePreloadTag = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
// React Router's one module script: `async` and the request's nonce.
const moduleScriptTag = /<script nonce="[^"]*" type="module" async="">([\s\S]*?)<\/script>/;

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** A value as a JavaScript literal that cannot close the inline script it is written in. */
const scriptLiteral = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The inline loader. It starts once the browser reports the first contentful paint (a paint timing
 * entry, given only once that frame is on screen), or after a frame where paint timing is not
 * reported. A tab opened in the background paints nothing until it is shown, so a timer starts it
 * anyway after a few seconds. It writes the hints a few per task (see hintsPerTask), then the
 * module script.
 */
function loaderSource(modulePreloads: readonly string[], moduleSource: string, nonce: string): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;var head=document.head,hrefs=${scriptLiteral(modulePreloads)},next=0;(function batch(){for(var end=Math.min(next+${hintsPerTask},hrefs.length);next<end;next++){var link=document.createElement("link");link.rel="modulepreload";link.href=hrefs[next];head.appendChild(link)}if(next<hrefs.length){setTimeout(batch,0);return}var script=document.createElement("script");script.type="module";script.nonce=${scriptLiteral(nonce)};script.textContent=${scriptLiteral(moduleSource)};head.appendChild(script)})()}function soon(){setTimeout(start,0)}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(soon)}setTimeout(start,${backgroundTabDelayMs})})();`;
}

/**
 * How many hints are written in one task. Each starts a request on the spot, inside appendChild, at
 * about 1 ms of a phone's main thread (4 ms at Lighthouse's 4× slowdown): the page's 20–25 hints
 * written at once made one task of 90–170 ms just after the first paint, the page's first long task.
 * A few at a time, the main thread is free between them for input and the browser's own work.
 */
const hintsPerTask = 4;

/** How long a page that is never painted (a background tab) waits before it starts its scripts. */
const backgroundTabDelayMs = 3000;
