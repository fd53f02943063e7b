// docs/product.md#constants-interface theme constants.
import { describe, expect, it } from 'vitest';
import {
  AVATAR_COLORS,
  avatarColor,
  DISABLED_OPACITY,
  DISPLAY_BREAKPOINTS,
  LEVEL_COLORS,
  MENU_DELAYS,
  PLAN_COLORS,
  appSystem,
  TOOLTIP_DELAYS,
} from '../../../src/components/shell/theme.ts';

describe('theme', () => {
  it('has the product constants', () => {
    expect(TOOLTIP_DELAYS).toEqual({ openDelay: 150, closeDelay: 0 });
    expect(MENU_DELAYS).toEqual({ openDelay: 0, closeDelay: 5 });
    expect(DISABLED_OPACITY).toBe(0.7);
    expect(Object.values(DISPLAY_BREAKPOINTS)).toEqual([
      '600px',
      '960px',
      '1280px',
      '1920px',
      '2560px',
    ]);
    expect(AVATAR_COLORS).toHaveLength(10);
    expect(Object.keys(LEVEL_COLORS)).toEqual(
      expect.arrayContaining(['ses', 'aes', 'qes', 'part11', 'seal']),
    );
    expect(Object.keys(PLAN_COLORS)).toEqual(['individual', 'team', 'pro', 'scale']);
  });

  it('builds the Chakra system once', () => {
    expect(appSystem()).toBe(appSystem());
  });

  it('puts the colours and the disabled opacity into the Chakra system', () => {
    const system = appSystem();
    expect(system.token('colors.level.qes')).toBe(LEVEL_COLORS.qes);
    expect(system.token('colors.plan.team')).toBe(PLAN_COLORS.team);
    expect(system.token('colors.avatar.9')).toBe(AVATAR_COLORS[9]);
    expect(system.token('breakpoints.lg')).toBe('1280px');
    expect(avatarColor('anna.meier')).toBe(avatarColor('anna.meier'));
    expect(AVATAR_COLORS).toContain(avatarColor('beat.keller'));
  });
});
