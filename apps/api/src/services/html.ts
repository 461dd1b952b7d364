import sanitizeHtml from "sanitize-html";

/**
 * The one HTML sanitiser of the API (notice contents, FAQ answers). Allows basic formatting, lists, tables,
 * links (http, https, mailto, tel; always rel="noopener noreferrer", external ones in a new tab) and images
 * from https only. Strips scripts, styles, iframes, forms, event handlers (`on*`), `style` attributes and
 * `javascript:`/`data:` URLs; the text of dropped script/style blocks is discarded, not shown.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "span",
    "div",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "mark",
    "small",
    "sub",
    "sup",
    "h2",
    "h3",
    "h4",
    "h5",
    "blockquote",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "a",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    a: (tagName, attribs) => {
      const { target: _ignored, ...rest } = attribs;
      const external = /^https?:/i.test(attribs.href ?? "");
      return { tagName, attribs: { ...rest, rel: "noopener noreferrer", ...(external ? { target: "_blank" } : {}) } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
