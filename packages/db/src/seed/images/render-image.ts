import { createRng } from '../prng.ts';
import { drawAlpineLandscape } from './alpine-landscape.ts';
import { drawBuilding, palm } from './buildings.ts';
import { drawCoastLandscape } from './coast-landscape.ts';
import { imageSize, sceneHeight, sceneWidth, type ImageSpec, type SceneSpec } from './image-spec.ts';
import { drawInterior } from './interior.ts';
import { renderLogoBody } from './logo.ts';
import { drawOldtownLandscape } from './oldtown-landscape.ts';
import { drawSky } from './sky.ts';
import { createCanvas, el, radialGradient, renderDocument, type Canvas } from './svg-markup.ts';

const horizonBySetting = { coast: 470, alpine: 560, oldtown: 520 } as const;

function drawLandscape(canvas: Canvas, spec: SceneSpec): void {
  const rng = createRng('scene', spec.seed);
  const sky = drawSky(canvas, rng, spec.timeOfDay, sceneWidth, horizonBySetting[spec.setting]);
  const painter = { coast: drawCoastLandscape, alpine: drawAlpineLandscape, oldtown: drawOldtownLandscape }[spec.setting];
  const { groundY } = painter(canvas, rng, spec, sky);
  drawBuilding(canvas, rng, spec, groundY);
  if (spec.setting === 'coast' && spec.building !== 'villa' && rng.chance(0.6)) {
    canvas.layers.push(palm(rng.chance(0.5) ? rng.int(30, 120) : rng.int(1060, 1150), groundY + 40, spec.timeOfDay));
  }
}

function vignette(canvas: Canvas): void {
  const fill = radialGradient(canvas, [
    [0.55, '#000000', 0],
    [1, '#000000', 0.28],
  ]);
  canvas.layers.push(el('rect', { x: 0, y: 0, width: sceneWidth, height: sceneHeight, fill }));
}

// Pure: the same spec always gives the same bytes.
export function renderImage(spec: ImageSpec, title: string): string {
  const { width, height } = imageSize(spec);
  const canvas = createCanvas();
  if (spec.type === 'logo') {
    canvas.layers.push(...renderLogoBody(spec));
    return renderDocument(canvas, width, height, title);
  }
  if (spec.type === 'scene') {
    drawLandscape(canvas, spec);
  } else {
    drawInterior(canvas, createRng('interior', spec.seed), spec, (view) => drawLandscape(view, spec.view));
  }
  vignette(canvas);
  return renderDocument(canvas, width, height, title);
}
