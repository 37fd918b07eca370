/** Bodies of the receipt controls (`/__fake/receipts/...`); types only, so the platform API can name them without import cycles. */

/** `POST /__fake/receipts/settle`: which classes the receipt's games win in its next due draw (left out: no win). */
export interface SettleReceiptRequestDto {
  receipt_number: string;
  winning_classes?: Record<string, number>;
}

/** `POST /__fake/receipts/seed-history`. */
export interface SeedReceiptHistoryRequestDto {
  email: string;
  count: number;
}

export interface SeedReceiptHistoryResultDto {
  email: string;
  created: number;
  /** All receipts the player has now. */
  total_count: number;
}
