// The signing step's choice without rendering: "Sign" waits for the levels to load, a usable
// level, an adopted signature and consent (a seal for a sealer); the first level offered is
// chosen until the signer picks another, and a simple signature is named with the laws it is
// under.
import type { Signature } from '@generated/model/signature';
import type { UserSealListItemsItem } from '@generated/model/userSealListItemsItem';
import { describe, expect, it } from 'vitest';
import type { AdoptedSignature } from '@/components/signing/step/adopt-signature';
import {
  initialStepChoice,
  namedLegislations,
  stepChosen,
  stepReducer,
  type StepAction,
  type StepChoice,
  type StepLevel,
} from '@/components/signing/step/step-choice';

const own = (quality: Signature['quality']): Signature => ({
  id: 's1',
  status: 'OPEN',
  quality,
  legislation: 'zertes',
  documentSignatures: [],
});

const level = (available: boolean, options: StepLevel['options'] = []): StepLevel => ({
  options,
  judged: { quality: 'qes', legislations: ['zertes'], available },
  loading: false,
});

const seal = (accountName: string): UserSealListItemsItem => ({
  accountName,
  displayName: `Seal ${accountName}`,
  quality: 'qes',
  legislation: 'zertes',
  hasImage: true,
});

const adopted: AdoptedSignature = { kind: 'saved', id: 'v1' };

const after = (...actions: StepAction[]): StepChoice =>
  actions.reduce(stepReducer, initialStepChoice);

describe('the signing step choice', () => {
  it('keeps each action to its own part of the choice', () => {
    const choice = after(
      { type: 'visit', current: 2 },
      { type: 'level', levelKey: 'aes.eidas' },
      { type: 'adopt', adopted },
      { type: 'consent', consent: true },
    );
    expect(choice).toEqual({
      current: 2,
      levelKey: 'aes.eidas',
      adopted,
      consent: true,
    });
  });

  it('names what is missing in order: level, signature, consent', () => {
    const context = { own: own('qes'), level: level(false), seals: [] };
    expect(
      stepChosen(after(), { ...context, level: { ...level(true), loading: true } }).missing,
    ).toBe('loading');
    expect(stepChosen(after(), context).missing).toBe('level');
    expect(stepChosen(after(), { ...context, level: level(true) }).missing).toBe('signature');
    const withSignature = after({ type: 'adopt', adopted });
    expect(stepChosen(withSignature, { ...context, level: level(true) }).missing).toBe('consent');
    const ready = stepChosen(stepReducer(withSignature, { type: 'consent', consent: true }), {
      ...context,
      level: level(true),
    });
    expect(ready.missing).toBeUndefined();
    expect(ready.decision).toEqual({ adopted, level: undefined });
  });

  it('counts a level the signer may choose as usable, and signs the first one offered', () => {
    const options = [
      { quality: 'qes' as const, legislation: 'zertes' as const },
      { quality: 'aes' as const, legislation: 'eidas' as const },
    ];
    const context = { own: own('aes'), level: level(false, options), seals: [] };
    const ready = after({ type: 'adopt', adopted }, { type: 'consent', consent: true });
    const first = stepChosen(ready, context);
    expect(first.judged.available).toBe(true);
    expect(first.decision).toEqual({ adopted, level: options[0] });
    const picked = stepChosen(
      stepReducer(ready, { type: 'level', levelKey: 'aes.eidas' }),
      context,
    );
    expect(picked.decision).toEqual({ adopted, level: options[1] });
  });

  it('leaves a Part 11 request at the asked level, judged as it is', () => {
    const options = [{ quality: 'qes' as const, legislation: 'zertes' as const }];
    const chosen = stepChosen(after(), {
      own: own('part11'),
      level: level(false, options),
      seals: [],
    });
    expect(chosen.judged.available).toBe(false);
    expect(chosen.missing).toBe('level');
  });

  it('asks a sealer for a seal and consent only, the first seal until another is picked', () => {
    const context = { own: own('seal'), level: level(false), seals: [] };
    expect(stepChosen(after(), context).missing).toBe('seal');
    const seals = [seal('first'), seal('second')];
    expect(stepChosen(after(), { ...context, seals }).missing).toBe('consent');
    const consented = after({ type: 'consent', consent: true });
    expect(stepChosen(consented, { ...context, seals }).decision).toEqual({ seal: 'first' });
    const picked = stepReducer(consented, { type: 'seal', sealName: 'second' });
    const chosen = stepChosen(picked, { ...context, seals });
    expect(chosen.sealing).toBe(true);
    expect(chosen.decision).toEqual({ seal: 'second' });
  });

  it('names a simple signature with the request’s law, or both laws under none', () => {
    expect(namedLegislations('ses', [null], 'eidas')).toEqual(['eidas']);
    expect(namedLegislations('ses', [undefined], null)).toEqual(['zertes', 'eidas']);
    expect(namedLegislations('ses', ['zertes'], 'eidas')).toEqual(['zertes']);
    expect(namedLegislations('qes', [null], 'eidas')).toEqual([null]);
  });
});
