/**
 * The pictures `npm run bench:ocr` reads, drawn in the browser from our texts: a canvas in a
 * typeface, right to left, then what a print, a camera or a messenger does to it. Each way is a
 * function of the page, as a string (the TypeScript runner adds no helpers to what runs there).
 */

/** How a picture is made: its kind, size of type, tilt, blur, wear and the file it ends as. */
export interface PictureWay {
  readonly name: string;
  /** Pixels a line's type is tall, and the width lines wrap at. */
  readonly size: number;
  readonly width: number;
  readonly tiltDegrees: number;
  readonly blurPx: number;
  /** 0: clean; 1: speckled, uneven light, grey ink. */
  readonly wear: number;
  readonly type: 'image/png' | 'image/jpeg';
  readonly quality: number;
  /** Screen colours (dark text on a light message bubble) instead of paper. */
  readonly screen: boolean;
}

export const PICTURE_WAYS: readonly PictureWay[] = [
  {
    name: 'clean print',
    size: 40,
    width: 1400,
    tiltDegrees: 0.5,
    blurPx: 0,
    wear: 0,
    type: 'image/jpeg',
    quality: 0.92,
    screen: false,
  },
  {
    name: 'worn print, tilted, blurred',
    size: 36,
    width: 1300,
    tiltDegrees: 3,
    blurPx: 1.2,
    wear: 1,
    type: 'image/jpeg',
    quality: 0.6,
    screen: false,
  },
  {
    name: 'screenshot',
    size: 16,
    width: 520,
    tiltDegrees: 0,
    blurPx: 0,
    wear: 0,
    type: 'image/png',
    quality: 1,
    screen: true,
  },
  {
    name: 'screenshot, sent on as JPEG',
    size: 17,
    width: 560,
    tiltDegrees: 0,
    blurPx: 0,
    wear: 0,
    type: 'image/jpeg',
    quality: 0.5,
    screen: true,
  },
];

/** In the page: `(text, family, way) => base64 of the picture`. Fonts are loaded before it runs. */
export const DRAW_PICTURE = `async (text, family, way) => {
  const probe = document.createElement('canvas').getContext('2d');
  probe.font = way.size + 'px "' + family + '"';
  const words = text.split(' ');
  const lines = [];
  let line = '';
  for (const word of words) {
    const tried = line === '' ? word : line + ' ' + word;
    if (probe.measureText(tried).width > way.width - way.size * 2 && line !== '') { lines.push(line); line = word; }
    else line = tried;
  }
  if (line !== '') lines.push(line);
  const lineStep = Math.round(way.size * 1.9);
  const width = way.width;
  const height = lineStep * lines.length + way.size * 3;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  if (way.screen) {
    g.fillStyle = '#e9edf2'; g.fillRect(0, 0, width, height);
    g.fillStyle = '#d9fdd3'; g.fillRect(way.size * 0.5, way.size * 0.5, width - way.size, height - way.size);
  } else {
    const light = g.createLinearGradient(0, 0, width, height);
    light.addColorStop(0, way.wear > 0 ? '#f1ead8' : '#ffffff');
    light.addColorStop(1, way.wear > 0 ? '#c9c0ac' : '#fbfbfb');
    g.fillStyle = light; g.fillRect(0, 0, width, height);
  }
  g.save();
  g.translate(width / 2, height / 2);
  g.rotate((way.tiltDegrees * Math.PI) / 180);
  g.translate(-width / 2, -height / 2);
  g.filter = way.blurPx > 0 ? 'blur(' + way.blurPx + 'px)' : 'none';
  g.fillStyle = way.screen ? '#111b21' : way.wear > 0 ? '#3a3530' : '#111';
  g.font = way.size + 'px "' + family + '"';
  g.direction = 'rtl';
  g.textAlign = 'right';
  g.textBaseline = 'alphabetic';
  lines.forEach((text, at) => g.fillText(text, width - way.size, way.size * 1.8 + at * lineStep));
  g.restore();
  if (way.wear > 0) {
    const image = g.getImageData(0, 0, width, height);
    for (let i = 0; i < image.data.length; i += 4) {
      const r = random();
      // Ink worn away in specks, and the paper's grain.
      if (r < 0.012) { image.data[i] = image.data[i + 1] = image.data[i + 2] = 235; continue; }
      const grain = (random() - 0.5) * 36 * way.wear;
      for (let c = 0; c < 3; c += 1) image.data[i + c] = Math.max(0, Math.min(255, image.data[i + c] + grain));
    }
    g.putImageData(image, 0, 0);
  }
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, way.type, way.quality));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}`;
