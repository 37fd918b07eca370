import type { ReceiptDto } from '../../../adapters/http/wire/lottery-store.dto';
import type { PlatformContext } from '../context';
import { addError, hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import { receiptView } from '../receipts';
import { addonsDrawnWith, buildDrawResult, type Targets } from './draw-results';
import { KENO_QUOTAS } from '../../../core/domain/fixed-quotas';
import { tiersOf } from './prize-tables';
import { settleDraw } from './settlement';
import type { SettleReceiptRequestDto } from './receipt-controls-dto';

const eventOf = (drawId: string) => drawId.slice(drawId.lastIndexOf('-') + 1);

function checkBody(body: unknown): SettleReceiptRequestDto {
  const candidate = (body ?? {}) as Partial<SettleReceiptRequestDto>;
  if (typeof candidate.receipt_number !== 'string' || candidate.receipt_number.trim() === '') {
    throw new PlatformError(400, {
      global_errors: ['invalid_request'],
      attribute_errors: { receipt_number: ['required'] },
    });
  }
  const classes = candidate.winning_classes ?? {};
  if (typeof classes !== 'object' || Array.isArray(classes)) {
    throw new PlatformError(400, {
      global_errors: ['invalid_request'],
      attribute_errors: { winning_classes: ['invalid'] },
    });
  }
  return { receipt_number: candidate.receipt_number.trim(), winning_classes: classes };
}

/**
 * Developer control standing in for the draw engine: settles the receipt's earliest draw whose
 * drawing time has passed and that has no result yet, with a result that gives the receipt the
 * classes asked for (domain/LOTTERY-RULES.md §3), and books the winnings. 404 unknown receipt,
 * 409 `no_draw_due` when no such draw exists (shift the clock first), 400 for classes the
 * receipt cannot win in that draw.
 */
export function settleReceipt(ctx: PlatformContext, body: unknown): ReceiptDto {
  const { receipt_number: number, winning_classes: classes = {} } = checkBody(body);
  const { state, now } = ctx;
  const receipt = state.receipts.find((r) => r.number === number);
  if (!receipt) throw new PlatformError(404, { code: 'not_found' });
  const draw = [...receipt.draws]
    .sort((a, b) => a.drawing_time.localeCompare(b.drawing_time))
    .find((d) => Date.parse(d.drawing_time) <= now.epochMilliseconds && !state.draw_results[d.id]);
  if (!draw) throw new PlatformError(409, { code: 'no_draw_due' });

  const lottery = receipt.wager.lottery_identifier;
  const drawn = new Set([lottery, ...addonsDrawnWith(lottery, eventOf(draw.id))]);
  const played = new Set([receipt.wager, ...receipt.addon_wagers].map((w) => w.lottery_identifier));
  const errors: AttributeErrors = {};
  for (const [game, tier] of Object.entries(classes)) {
    const key = `winning_classes.${game}`;
    if (!played.has(game)) addError(errors, key, 'not_played');
    else if (!drawn.has(game)) addError(errors, key, 'not_drawn');
    else if (typeof tier !== 'number' || !tiersOf(game).includes(tier)) addError(errors, key, 'invalid');
  }
  // KENO's class is the first field's hits: only those its type pays are a class at all.
  const kenoHits = classes['keno'];
  if (
    lottery === 'keno' &&
    typeof kenoHits === 'number' &&
    KENO_QUOTAS[receipt.wager.number_fields[0]?.main_tips.length ?? 0]?.[kenoHits] === undefined
  ) {
    addError(errors, 'winning_classes.keno', 'invalid');
  }
  if (hasErrors(errors)) throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: errors });

  const targets: Targets = classes;
  const result = buildDrawResult(
    {
      drawId: draw.id,
      lottery,
      drawingTime: draw.drawing_time,
      event: eventOf(draw.id),
    },
    receipt,
    targets,
    ctx.random,
    now,
  );
  settleDraw(ctx, result);
  return receiptView(receipt, now, state.draw_results);
}
