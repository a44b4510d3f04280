import { describe, expect, it } from 'vitest';
import { svgProblems } from '../../testing/svg-problems.ts';
import { contrastRatio } from './colors.ts';
import { imageSize, type ImageSpec, type SceneSpec } from './image-spec.ts';
import { renderImage } from './render-image.ts';

const settings = ['coast', 'alpine', 'oldtown'] as const;
const times = ['morning', 'day', 'sunset', 'night'] as const;
const buildings = ['house', 'villa', 'chalet', 'townhouse', 'hotel', 'none'] as const;

function scenes(): SceneSpec[] {
  const specs: SceneSpec[] = [];
  let seed = 0;
  for (const setting of settings)
    for (const timeOfDay of times)
      for (const building of buildings) specs.push({ type: 'scene', seed: seed++, setting, hasWater: seed % 2 === 0, timeOfDay, snow: seed % 3 === 0, building });
  return specs;
}

describe('image generator', () => {
  it('draws well-formed 1200×800 SVG for every setting, time of day and building', () => {
    const specs: ImageSpec[] = [
      ...scenes(),
      ...scenes().slice(0, 12).map((view, i) => ({ type: 'interior' as const, seed: i, room: i % 2 ? ('living' as const) : ('bedroom' as const), view: { ...view, building: 'none' as const } })),
      { type: 'logo', text: 'Gràcia & Co <Studios>', primaryColor: '#2d6a4f', accentColor: '#f28482', backgroundColor: '#fbfbf7', fontFamily: "Georgia, 'Times New Roman', serif", symbol: 'coast' },
    ];
    for (const spec of specs) {
      const svg = renderImage(spec, 'A "quoted" title & more');
      expect(svgProblems(svg), JSON.stringify(spec)).toEqual([]);
      const { width, height } = imageSize(spec);
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      if (spec.type !== 'logo') expect([width, height]).toEqual([1200, 800]);
      expect(svg.length).toBeLessThan(60_000);
    }
  });

  it('is deterministic and varies with the seed', () => {
    const spec: SceneSpec = { type: 'scene', seed: 7, setting: 'alpine', hasWater: true, timeOfDay: 'sunset', snow: true, building: 'chalet' };
    expect(renderImage(spec, 'x')).toBe(renderImage({ ...spec }, 'x'));
    expect(renderImage({ ...spec, seed: 8 }, 'x')).not.toBe(renderImage(spec, 'x'));
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
