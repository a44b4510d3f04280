import { logoHeight, logoWidth } from './logo-metrics.ts';
import type { SceneKind } from '../catalog/destinations/index.ts';

// What an image shows; the renderer turns a spec into SVG markup deterministically.
export type TimeOfDay = 'morning' | 'day' | 'sunset' | 'night';
export type BuildingKind = 'house' | 'villa' | 'chalet' | 'townhouse' | 'hotel' | 'none';

export type SceneSpec = {
  type: 'scene';
  seed: number;
  setting: SceneKind;
  hasWater: boolean;
  timeOfDay: TimeOfDay;
  // Alpine winter: snow on the ground, roofs and trees.
  snow: boolean;
  building: BuildingKind;
};

export type InteriorSpec = {
  type: 'interior';
  seed: number;
  room: 'living' | 'bedroom';
  // The landscape seen through the window.
  view: SceneSpec;
};

export type LogoSpec = {
  type: 'logo';
  text: string;
  primaryColor: string;
  accentColor: string;
  backgroundColor: string;
  fontFamily: string;
  symbol: SceneKind;
};

export type ImageSpec = SceneSpec | InteriorSpec | LogoSpec;

export const sceneWidth = 1200;
export const sceneHeight = 800;

export function imageSize(spec: ImageSpec): { width: number; height: number } {
  return spec.type === 'logo' ? { width: logoWidth(spec.text), height: logoHeight } : { width: sceneWidth, height: sceneHeight };
}
