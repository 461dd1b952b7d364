/** The five ratings with the words a radio group reads out beside the stars. */
export const RATING_LABELS = [
  { rating: 5, label: "아주 좋아요" },
  { rating: 4, label: "좋아요" },
  { rating: 3, label: "보통이에요" },
  { rating: 2, label: "아쉬워요" },
  { rating: 1, label: "많이 아쉬워요" },
] as const;

export const ratingLabel = (rating: number): string => RATING_LABELS.find((r) => r.rating === rating)?.label ?? "";
