/** One choice of a board's filter: its code (null: 전체) and its Korean name. */
export interface FilterChoice {
  code: string | null;
  name: string;
}

/**
 * The category (or status) filter of a board: a row of toggle buttons (`aria-pressed`), wrapping on a narrow phone
 * rather than scrolling sideways. `onSelect` puts the choice in the address.
 */
export function FilterChips({
  label,
  choices,
  selected,
  onSelect,
}: {
  label: string;
  choices: readonly FilterChoice[];
  selected: string | null;
  onSelect: (code: string | null) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => {
        const pressed = choice.code === selected;
        return (
          <button
            key={choice.code ?? "all"}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(choice.code)}
            className={`min-h-11 rounded-full border px-4 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
              pressed ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-gray-700"
            }`}
          >
            {choice.name}
          </button>
        );
      })}
    </div>
  );
}

/** Skeleton of the chips row, the height of one row of chips. */
export const CHIPS_SKELETON_CLASS = "h-11";
