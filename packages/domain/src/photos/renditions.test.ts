import { describe, expect, it } from 'vitest';
import { nearestRendition, renditionWidthsFor, scaledHeight } from './renditions.ts';

describe('photo renditions', () => {
  it('makes every standard width below the picture and the picture’s own width, never wider', () => {
    expect(renditionWidthsFor(4032)).toEqual([320, 640, 960, 1280, 1920]);
    expect(renditionWidthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(renditionWidthsFor(1500)).toEqual([320, 640, 960, 1280, 1500]);
    expect(renditionWidthsFor(640)).toEqual([320, 640]);
    expect(renditionWidthsFor(200)).toEqual([200]);
    expect(renditionWidthsFor(0)).toEqual([]);
  });

  it('answers the narrowest rendition at least as wide as wanted, else the widest', () => {
    const renditions = [{ width: 960 }, { width: 320 }, { width: 1500 }, { width: 640 }];
    expect(nearestRendition(renditions, 1)?.width).toBe(320);
    expect(nearestRendition(renditions, 320)?.width).toBe(320);
    expect(nearestRendition(renditions, 321)?.width).toBe(640);
    expect(nearestRendition(renditions, 1000)?.width).toBe(1500);
    expect(nearestRendition(renditions, 5000)?.width).toBe(1500);
    expect(nearestRendition([], 100)).toBeUndefined();
  });

  it('keeps the aspect ratio', () => {
    expect(scaledHeight({ width: 4032, height: 3024 }, 640)).toBe(480);
    expect(scaledHeight({ width: 10000, height: 1 }, 320)).toBe(1);
  });
});
