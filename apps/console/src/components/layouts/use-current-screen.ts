import { useMatches } from 'react-router';
import type { Screen } from '@/config/screens';

const isScreenHandle = (handle: unknown): handle is { screen: Screen } =>
  typeof handle === 'object' && handle !== null && 'screen' in handle;

/** The screen the router matched (its route's handle names it), for modules that serve several screens. */
export const useCurrentScreen = (): Screen | undefined =>
  useMatches()
    .map((match) => match.handle)
    .find(isScreenHandle)?.screen;
