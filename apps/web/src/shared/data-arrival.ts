/**
 * When data the device sends becomes visible, for empty states: a day's figures come from its daily aggregate,
 * complete once the day has ended (docs/statistics.md "Which day the list shows"), so the morning after.
 */
export const DATA_ARRIVAL = "단말기가 데이터를 보내면 다음 날 아침부터 볼 수 있어요.";
