import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import i18next from 'i18next';
import type { $Fetch } from 'ofetch';

/** The floor's one piece of state, observable like the shop's view models (mobx). */
export class Clock {
  now = Date.now();
  draws = observable.array<string>([]);
  constructor() {
    makeAutoObservable(this);
  }
  tick(): void {
    this.now += 1000;
  }
  /** Asks for the day's draws whenever the day changes (ofetch, as the shop's gateways do). */
  watch(http: Http): void {
    reaction(
      () => new Date(this.now).toDateString(),
      (day) =>
        void http<{ draws: string[] }>(`/draws?day=${encodeURIComponent(day)}`).then(
          (answer) => runInAction(() => this.draws.replace(answer.draws)),
          () => undefined,
        ),
    );
  }
}

export type Http = $Fetch;

export const CLOCK = Symbol('clock');
export const HTTP = Symbol('http');

/** German texts, as the shop's i18next instance. */
export const i18n = i18next.createInstance();
void i18n.init({ lng: 'de', resources: { de: { translation: { hello: 'Hallo {{name}}' } } }, initAsync: false });
