import sanitizeHtml from "sanitize-html";
import { TERMS_OPTIONS } from "./sanitize-terms";

/**
 * HTML of the customer centre (a notice's body, an FAQ answer) made safe on the web server, whatever the API sent:
 * the browser never parses the API's markup itself and never loads a sanitiser. Formatting, headings, lists, tables
 * and links stay; scripts, styles, `style` and `on*` attributes, forms, frames, objects, SVG and MathML go, with the
 * text of dropped script/style blocks. Links keep http(s), mailto and tel and open outside (`target="_blank"`,
 * `rel="noopener noreferrer"`). Images load only from our own origin (a path such as `/images/…`): a remote image
 * (a tracking pixel as much as a banner) becomes a link to it with its alt text, so nothing of a notice is fetched
 * from elsewhere unless the reader taps it.
 */

/** Link text of a remote image that was not loaded. */
export const REMOTE_IMAGE_LABEL = "이미지 보기";

const isOwnPath = (src: string) => /^\/(?!\/)[^\s\\]*$/.test(src);

/** The terms' rules (sanitize-terms.ts) plus figures and images, with forms and selects dropped with their text. */
const BOARD_OPTIONS: sanitizeHtml.IOptions = {
  ...TERMS_OPTIONS,
  allowedTags: [...TERMS_OPTIONS.allowedTags, "figure", "figcaption", "img"],
  allowedAttributes: { ...TERMS_OPTIONS.allowedAttributes, img: ["src", "alt", "width", "height", "loading"] },
  allowedSchemesByTag: { img: [] },
  nonTextTags: [...TERMS_OPTIONS.nonTextTags, "form", "select"],
  transformTags: {
    ...TERMS_OPTIONS.transformTags,
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = (attribs.src ?? "").trim();
      if (isOwnPath(src)) return { tagName, attribs: { src, alt: attribs.alt ?? "", loading: "lazy" } };
      // Not loaded: a link to it instead (https only; anything else becomes plain text).
      const text = attribs.alt ? `${REMOTE_IMAGE_LABEL}: ${attribs.alt}` : REMOTE_IMAGE_LABEL;
      return /^https:\/\//i.test(src)
        ? { tagName: "a", attribs: { href: src, rel: "noopener noreferrer", target: "_blank" }, text }
        : { tagName: "span", attribs: {}, text: attribs.alt ?? "" };
    },
  },
  // An <a> made from an image has no children, so sanitize-html would leave it empty without its `text`.
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeBoardHtml(contents: string): string {
  return sanitizeHtml(contents, BOARD_OPTIONS).trim();
}
