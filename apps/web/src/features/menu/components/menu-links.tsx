import { AppLink } from "@/shared/ui/app-link";
import { MENU_LINKS } from "../menu-items";
import { ROW } from "./row";

/** The menu's links, each with its short description when it has one. */
export function MenuLinks() {
  return (
    <nav aria-label="내 메뉴">
      <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200">
        {MENU_LINKS.map((item) => (
          <li key={item.key}>
            <AppLink
              href={item.href}
              className={ROW}
              aria-label={item.label}
              aria-describedby={item.description ? `menu-${item.key}-desc` : undefined}
            >
              <span>
                {item.label}
                {item.description && (
                  <span id={`menu-${item.key}-desc`} className="block text-xs text-gray-500">
                    {item.description}
                  </span>
                )}
              </span>
              <span aria-hidden="true" className="text-gray-400">
                ›
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
