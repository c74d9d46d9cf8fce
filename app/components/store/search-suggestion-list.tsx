import { SUGGESTION_TYPES, type Suggestion } from "~/lib/search-suggestions";

/** A suggestion's key, unique in the list: its option's id ends with it. */
export const keyOf = (s: Suggestion) => `${s.type}-${s.id}`;

interface SuggestionListProps {
  id: string;
  label: string;
  groups: Record<Suggestion["type"], string>;
  suggestions: Suggestion[];
  activeKey: string | null;
  onChoose: (s: Suggestion) => void;
}

/** The listbox, grouped by type in the rule's order; options are chosen by click or keyboard. */
export function SuggestionList({
  id,
  label,
  groups,
  suggestions,
  activeKey,
  onChoose,
}: SuggestionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={suggestions.length === 0}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg max-md:inset-x-3"
    >
      {SUGGESTION_TYPES.map((type) => {
        const items = suggestions.filter((s) => s.type === type);
        if (items.length === 0) return null;
        return (
          <div key={type} role="group" aria-labelledby={`${id}-${type}`}>
            <div
              id={`${id}-${type}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase"
            >
              {groups[type]}
            </div>
            {items.map((s) => {
              const key = keyOf(s);
              const selected = key === activeKey;
              return (
                <div
                  key={key}
                  id={`${id}-${key}`}
                  role="option"
                  aria-selected={selected}
                  // Keeps focus in the input, as the combobox pattern expects.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onChoose(s)}
                  className={`flex min-h-11 cursor-pointer items-center px-3 text-sm ${
                    selected ? "bg-brand text-white" : "hover:bg-gray-100"
                  }`}
                >
                  {s.label}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
