import type { ChipProps } from '@mui/material';

export type ChipTone = NonNullable<ChipProps['color']>;

/**
 * A state-to-colour map written colour first, so each colour reads as the list of states it marks;
 * the chips of every feature colour their states through one of these.
 */
export function tonesOf<K extends string>(groups: Partial<Record<ChipTone, readonly K[]>>): Readonly<Record<K, ChipTone>> {
  const tones = {} as Record<K, ChipTone>;
  for (const [tone, keys] of Object.entries(groups) as [ChipTone, readonly K[]][]) {
    for (const key of keys) tones[key] = tone;
  }
  return tones;
}
