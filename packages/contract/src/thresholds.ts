/**
 * Battery safety thresholds used to compute diagnosis results, safety scores and alerts.
 * Sources and reasoning: docs/thresholds.md. Both the reference API and the web import these.
 */
export const THRESHOLDS = {
  /** Standard deviation of cell voltages, mV. */
  CELL_SIGMA_WARN_MV: 20,
  CELL_SIGMA_ALERT_MV: 30,
  /**
   * The weakest cell's distance from the pack mean (end-of-charge snapshot), mV: caution / warning / serious. One
   * cell far off barely moves the pack σ (150 mV in a 96-cell pack adds ~15 mV), so it is judged on its own.
   */
  CELL_DEVIATION_CAUTION_MV: 60,
  CELL_DEVIATION_WARN_MV: 100,
  CELL_DEVIATION_SERIOUS_MV: 150,
  /** Standard deviation of module temperatures, °C. */
  MODULE_TEMP_SIGMA_WARN_C: 2,
  MODULE_TEMP_SIGMA_ALERT_C: 3,
  /** Insulation resistance, Ω/V (UN ECE R100 / GB 18384 DC minimum). */
  INSULATION_MIN_OHM_PER_V: 100,
  /** Module temperature above which charging and driving are a hazard, °C. */
  MODULE_TEMP_MAX_C: 55,
} as const;
