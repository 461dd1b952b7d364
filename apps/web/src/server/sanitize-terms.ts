import sanitizeHtml from "sanitize-html";

/**
 * A term's text from the API made safe to show as HTML, on the web server (the browser never loads a sanitiser).
 * Terms are plain text or simple HTML: headings, paragraphs, lists, tables and emphasis stay; scripts, styles,
 * `style` and `on*` attributes, forms, frames and every resource that would load (img, video, fonts, SVG) go, and
 * the text of dropped script/style blocks is discarded. Links keep http(s), mailto and tel only and open outside
 * with `rel="noopener noreferrer"`. Plain text keeps its line breaks: the page shows it with `white-space: pre-line`.
 */
export const TERMS_OPTIONS = {
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
    "small",
    "sub",
    "sup",
    "h2",
    "h3",
    "h4",
    "h5",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "a",
  ],
  allowedAttributes: { a: ["href", "rel", "target"], th: ["colspan", "rowspan", "scope"], td: ["colspan", "rowspan"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template"],
  transformTags: {
    a: (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer", target: "_blank" },
    }),
  },
} satisfies sanitizeHtml.IOptions;

export function sanitizeTermsHtml(contents: string): string {
  return sanitizeHtml(contents, TERMS_OPTIONS).trim();
}
