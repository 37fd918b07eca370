import type { AddonIdentifier } from './lottery';
import { isProductIdentifier } from './lottery';
import type { Money } from './money';
import type { NumberField } from './ticket';
import type { TicketTemplate } from './ticket-template';

/*
 * Reading a stored template, apart from the rest of ticket-template.ts: the browser's storage
 * adapters need only this, and load with every page, so they must not bring the ticket's rules.
 */

// Shape limits for stored templates: far above any product, low enough that hostile storage stays cheap.
const MAX_FIELDS = 20;
const MAX_NUMBERS = 20;
const MAX_TICKET_NUMBERS = 20;
const MAX_EVENTS = 7;
const ADDONS: readonly AddonIdentifier[] = ['spiel77', 'super6', 'plus5', 'gluecksspirale'];
const IDENTIFIER = /^[a-z0-9_]{1,40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function numbersOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length > MAX_NUMBERS) return null;
  return value.every((n) => Number.isInteger(n) && n >= 1 && n <= 100) ? (value as number[]) : null;
}

function fieldOf(value: unknown): NumberField | null {
  if (!isRecord(value)) return null;
  const main = numbersOf(value.main);
  const extra = numbersOf(value.extra);
  return main && extra ? { main, extra } : null;
}

function moneyOf(value: unknown): Money | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !Number.isSafeInteger(value.fractional) || typeof value.currency !== 'string')
    return undefined;
  if (!/^[A-Z]{3}$/.test(value.currency) || (value.fractional as number) < 0) return undefined;
  return { fractional: value.fractional as number, currency: value.currency };
}

const stringsOf = (value: unknown, max: number, pattern: RegExp): string[] | null =>
  Array.isArray(value) && value.length <= max && value.every((s) => typeof s === 'string' && pattern.test(s))
    ? (value as string[])
    : null;

/**
 * A template read from storage or a hand-over, or null when it is not one: browser storage may
 * hold anything (an old version, another site's script, a hand edit), and nothing of it may crash the page.
 */
export function parseTicketTemplate(value: unknown): TicketTemplate | null {
  if (!isRecord(value) || typeof value.productIdentifier !== 'string') return null;
  if (!isProductIdentifier(value.productIdentifier)) return null;
  const type = value.fieldTypeIdentifier;
  if (type !== null && !(typeof type === 'string' && IDENTIFIER.test(type))) return null;
  if (!Array.isArray(value.fields) || value.fields.length > MAX_FIELDS) return null;
  const fields = value.fields.map(fieldOf);
  const ticketNumbers = stringsOf(value.ticketNumbers, MAX_TICKET_NUMBERS, /^\d{1,12}$/);
  const addons = stringsOf(value.addons, ADDONS.length, /^[a-z0-9]{1,20}$/);
  const drawEvents = stringsOf(value.drawEvents, MAX_EVENTS, IDENTIFIER);
  const repetition = value.repetitionQuantity;
  const fieldStake = moneyOf(value.fieldStake);
  if (fields.some((f) => f === null) || !ticketNumbers || !addons || !drawEvents || fieldStake === undefined)
    return null;
  if (!Number.isInteger(repetition) || (repetition as number) < 1 || (repetition as number) > 1000) return null;
  if (!addons.every((a) => (ADDONS as readonly string[]).includes(a))) return null;
  return {
    productIdentifier: value.productIdentifier,
    fieldTypeIdentifier: type,
    fields: fields as NumberField[],
    ticketNumbers,
    addons: addons as AddonIdentifier[],
    drawEvents,
    repetitionQuantity: repetition as number,
    fieldStake,
  };
}
