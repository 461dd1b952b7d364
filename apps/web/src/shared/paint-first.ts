/**
 * The page's scripts start after its first paint (docs/performance.md "Paint first"). With Next's `<script defer>` tags a
 * fast connection has every chunk downloaded before the first frame is ready (the render-blocking stylesheet, the first
 * layout), so the browser runs them, hydration included, before it paints the server's HTML: the page shows nothing
 * until its code has run. This inline script of `_document` (allowed by the page's nonce or, on prerendered pages, by
 * its hash) adds the same scripts, in the same order (`async = false`), once the document is parsed and a frame has
 * been painted. A page that is not visible paints no frame, so it gets them at once, or as soon as it is hidden.
 */
export function paintFirstScript(sources: readonly string[]): string {
  // JSON of plain paths, with `<` escaped so no source can close the script element.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `(function(l){var d=document,done=false;function go(){if(done)return;done=true;` +
    `for(var i=0;i<l.length;i++){var s=d.createElement("script");s.src=l[i];s.async=false;d.head.appendChild(s)}}` +
    `function ready(){if(d.visibilityState!=="visible")return go();d.addEventListener("visibilitychange",go);` +
    `requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `d.readyState==="loading"?d.addEventListener("DOMContentLoaded",ready):ready()})(${list})`
  );
}
