import { Skeleton } from "@/shared/ui/states";

/** The eight metrics' cards (the count only: the metrics module loads with the list, not with the page). */
const CARDS = [0, 1, 2, 3, 4, 5, 6, 7];

/** The list's shape: the summary line and a card per metric (the cards' own height, so nothing moves). */
export function ListSkeleton() {
  return (
    <>
      <Skeleton className="h-16" />
      {CARDS.map((i) => (
        <Skeleton key={i} className="h-[86px]" />
      ))}
    </>
  );
}

/** A metric's shape under the date picker: the day, the 30-day chart at its size, the thresholds. */
export function DetailSkeleton() {
  return (
    <>
      <Skeleton className="h-40" />
      <Skeleton className="h-[292px]" />
      <Skeleton className="h-48" />
    </>
  );
}
