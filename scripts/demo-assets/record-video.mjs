// Records the VideoBlock's demo video, public/demo-assets/video/print-studio.webm, with nothing but
// Chromium: a 1280x720 canvas pans and zooms slowly across demo images of this folder's set (the
// print studio, the team, the printer, a wedding card, a photo book) with soft cross-fades, 10 s
// at 30 fps, and MediaRecorder records canvas.captureStream() to WebM (VP9, or VP8 where VP9 is
// missing).
//
//   node scripts/demo-assets/record-video.mjs
//
// Chromium is Debian's /usr/bin/chromium unless CHROMIUM_PATH names another; it is started headless
// and without network, and reads the images as data: URLs. The frames are recorded one by one,
// more slowly than they play (see recordInPage); the script then times them 1/30 s apart, adds
// the duration and an index for seeking that MediaRecorder leaves out, plays the result in
// Chromium, and writes it only if it has all frames, plays 10 s at 1280x720 and is under 1.5 MB.
// It takes about a minute.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const assets = path.join(root, 'public/demo-assets');
const output = path.join(assets, 'video/print-studio.webm');

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 30;
/** Length of the film in seconds. */
const DURATION = 10;
/** Length of each cross-fade in seconds. */
const FADE = 0.8;
/**
 * Bitrate asked of the encoder, in bits per second of film. Chromium's VP9 encoder spends far less
 * on these flat pictures (about 0.8 Mbit/s, 1 MB in all); a file of MAX_BYTES or more is recorded
 * again at a lower bitrate.
 */
const BITRATE = 4_000_000;
const MAX_BYTES = 1_500_000;
/** A keyframe every two seconds, for seeking. */
const KEYFRAME_INTERVAL = 2 * FPS;
/** Milliseconds between two frames while recording (see recordInPage). */
const PACE = 200;

/**
 * The scenes in order. `from` and `to` are the part of the image shown at the scene's start and
 * end, as [x, y, width] in the image's pixels; the height follows from the 16:9 frame. The first
 * scene starts on the whole poster image, so that playing continues from the poster the player shows.
 * The printer close-up does not follow the poster directly: two printers cross-fading at different
 * sizes look like a mistake.
 */
const SCENES = [
  { file: '1280x720/video-poster.jpg', from: [0, 0, 1280], to: [20, 70, 1000] },
  { file: '800x600/team.jpg', from: [20, 70, 640], to: [140, 90, 640] },
  { file: '800x600/studio.jpg', from: [70, 120, 660], to: [0, 95, 800] },
  { file: '800x600/cards-wedding.jpg', from: [0, 75, 800], to: [40, 80, 720] },
  { file: '1600x900/hero-photo-book.jpg', from: [220, 130, 1160], to: [0, 0, 1600] },
];

async function dataUrl(file) {
  const bytes = await readFile(path.join(assets, file));
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** Runs in the page: draws the film on the canvas and records it. Returns the WebM as base64. */
async function recordInPage({ scenes, width, height, fps, duration, fade, bitrate, pace, keyframeInterval }) {
  const canvas = document.querySelector('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';

  const images = await Promise.all(
    scenes.map(async (scene) => {
      const image = new Image();
      image.src = scene.url;
      await image.decode();
      return image;
    }),
  );

  // Every scene lasts `span` seconds, overlapping its neighbours by `fade`.
  const span = (duration + (scenes.length - 1) * fade) / scenes.length;
  const start = (index) => index * (span - fade);
  const smooth = (x) => x * x * (3 - 2 * x);
  const ease = (x) => 1 - (1 - x) * (1 - x) * (1 - x);
  const mix = (a, b, x) => a + (b - a) * x;

  function drawScene(index, t, alpha) {
    const scene = scenes[index];
    const last = index === scenes.length - 1;
    let progress = Math.min(1, Math.max(0, (t - start(index)) / span));
    // The last scene settles into its final view instead of stopping abruptly.
    if (last) progress = ease(progress);
    const w = mix(scene.from[2], scene.to[2], progress);
    const x = mix(scene.from[0], scene.to[0], progress);
    const y = mix(scene.from[1], scene.to[1], progress);
    ctx.globalAlpha = alpha;
    ctx.drawImage(images[index], x, y, w, (w * height) / width, 0, 0, width, height);
  }

  function draw(t) {
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#e6e9ee';
    ctx.fillRect(0, 0, width, height);
    for (let index = 0; index < scenes.length; index += 1) {
      const from = start(index);
      if (t < from || t > from + span) continue;
      const fadeIn = index === 0 ? 1 : smooth(Math.min(1, (t - from) / fade));
      drawScene(index, t, fadeIn);
    }
    ctx.globalAlpha = 1;
  }

  const codecs = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'];
  const mimeType = codecs.find((type) => MediaRecorder.isTypeSupported(type));
  if (!mimeType) throw new Error('MediaRecorder supports neither VP9 nor VP8 in WebM');

  // Frame by frame: each frame of the film is drawn and handed to the recorder on its own, a
  // fixed `pace` apart, which leaves the encoder time enough even on a busy machine (in real time
  // it drops frames there, and headless Chromium may hold back requestAnimationFrame). The frames
  // therefore arrive slower than they play; Node gives them their times in the film afterwards.
  // The bitrate is scaled by the same factor, so each frame gets the bits it would get at `fps`.
  const total = Math.round(duration * fps);
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  const recorder = new MediaRecorder(stream, {
    mimeType,
    videoBitsPerSecond: Math.round((bitrate * 1000) / pace / fps),
    videoKeyFrameIntervalCount: keyframeInterval,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const started = new Promise((resolve) => {
    recorder.onstart = resolve;
  });
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // The track hands over the canvas as it is when the recording starts: that is frame 0.
  draw(0);
  recorder.start(1000);
  await started;
  await wait(pace);
  const t0 = performance.now();
  for (let frame = 1; frame < total; frame += 1) {
    draw(frame / fps);
    track.requestFrame();
    await wait(pace);
  }
  await wait(500);
  recorder.stop();
  await stopped;
  track.stop();

  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return { base64: btoa(binary), mimeType, seconds: (performance.now() - t0) / 1000 };
}

/** Runs in the page: plays the WebM and reports what Chromium makes of it. */
async function probeInPage(base64) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  document.body.append(video);
  const once = (name) =>
    new Promise((resolve, reject) => {
      video.addEventListener(name, resolve, { once: true });
      video.addEventListener('error', () => reject(new Error(`video error ${video.error?.code}`)), { once: true });
    });
  const loaded = once('loadedmetadata');
  video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
  await loaded;
  // The duration is known at once (without it in the file, Chromium would report Infinity until
  // a seek past the end), and a seek to the middle lands there.
  const reported = video.duration;
  const seeked = once('seeked');
  video.currentTime = Number.isFinite(reported) ? reported / 2 : 1e9;
  await seeked;
  return {
    duration: video.duration,
    seeked: Number.isFinite(reported) && Math.abs(video.currentTime - reported / 2) < 0.1,
    width: video.videoWidth,
    height: video.videoHeight,
  };
}

// --- WebM (Matroska) structure -------------------------------------------------------------------
// MediaRecorder streams its WebM: the segment and its clusters may have unknown sizes, there is no
// duration, and the frames carry the times they were recorded at. finishWebm rebuilds the file
// with the film's frame times, a duration and an index of the clusters (cues), so that players
// show the length at once and can seek.

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  referenceBlock: 0xfb,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
};
/**
 * The elements of a segment (with Tags, Chapters and Attachments): one of unknown size inside a
 * segment ends where one of these begins.
 */
const TOP_LEVEL = new Set([ID.seekHead, ID.info, ID.tracks, ID.cluster, ID.cues, 0x1254c367, 0x1043a770, 0x1941a469]);

function readId(buffer, offset) {
  const first = buffer[offset];
  const length = first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : first >= 0x10 ? 4 : 0;
  if (!length) throw new Error(`invalid element id at ${offset}`);
  let id = 0;
  for (let i = 0; i < length; i += 1) id = id * 256 + buffer[offset + i];
  return { id, length };
}

function readSize(buffer, offset) {
  const first = buffer[offset];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`invalid element size at ${offset}`);
  let value = first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buffer[offset + i];
    if (buffer[offset + i] !== 0xff) unknown = false;
  }
  return { size: unknown ? null : value, length };
}

/**
 * The elements of buffer[start, end) as { id, start, dataStart, end }. A segment of unknown size
 * runs to the end, any other element of unknown size up to the next element of a segment.
 */
function elements(buffer, start, end) {
  const list = [];
  let offset = start;
  while (offset < end) {
    const { id, length } = readId(buffer, offset);
    const size = readSize(buffer, offset + length);
    const dataStart = offset + length + size.length;
    let elementEnd;
    if (size.size !== null) {
      elementEnd = dataStart + size.size;
    } else if (id === ID.segment) {
      elementEnd = end;
    } else {
      elementEnd = dataStart;
      while (elementEnd < end) {
        const child = readId(buffer, elementEnd);
        if (child.id === ID.ebml || child.id === ID.segment || TOP_LEVEL.has(child.id)) break;
        const childSize = readSize(buffer, elementEnd + child.length);
        if (childSize.size === null) throw new Error(`nested element of unknown size at ${elementEnd}`);
        elementEnd += child.length + childSize.length + childSize.size;
      }
    }
    list.push({ id, start: offset, dataStart, end: Math.min(elementEnd, end) });
    offset = elementEnd;
  }
  return list;
}

function readUint(buffer, element) {
  let value = 0;
  for (let i = element.dataStart; i < element.end; i += 1) value = value * 256 + buffer[i];
  return value;
}

function encodeId(id) {
  const bytes = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) bytes.unshift(value % 256);
  return Buffer.from(bytes);
}

function encodeSize(size) {
  for (let length = 1; length <= 8; length += 1) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let value = size;
      for (let i = length - 1; i >= 0; i -= 1) {
        bytes[i] = value % 256;
        value = Math.floor(value / 256);
      }
      bytes[0] |= 0x80 >> (length - 1);
      return bytes;
    }
  }
  throw new Error(`element too large: ${size}`);
}

function element(id, ...children) {
  const data = Buffer.concat(children);
  return Buffer.concat([encodeId(id), encodeSize(data.length), data]);
}

function uint(id, value, width = 0) {
  const bytes = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  while (bytes.length < width) bytes.unshift(0);
  return element(id, Buffer.from(bytes));
}

function float(id, value) {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
}

/**
 * Rebuilds a MediaRecorder WebM: its frames, in the order they were recorded, are timed `1 / fps`
 * apart, a cluster starts at each keyframe, and the file gets known sizes, a duration, a seek head
 * and cues. Returns the new file, the number of frames and keyframes, and the duration in seconds.
 */
function finishWebm(input, fps) {
  const top = elements(input, 0, input.length);
  const header = top.find((item) => item.id === ID.ebml);
  const segment = top.find((item) => item.id === ID.segment);
  if (!header || !segment) throw new Error('not a WebM file');
  const children = elements(input, segment.dataStart, segment.end);
  const info = children.find((item) => item.id === ID.info);
  const tracks = children.find((item) => item.id === ID.tracks);
  if (!info || !tracks) throw new Error('WebM without Info or Tracks');
  const infoChildren = elements(input, info.dataStart, info.end);
  const scaleElement = infoChildren.find((item) => item.id === ID.timecodeScale);
  const unitsPerSecond = 1e9 / (scaleElement ? readUint(input, scaleElement) : 1_000_000);

  // The frames: their track, SimpleBlock flags and data. A BlockGroup (which MediaRecorder may
  // use for a frame with a duration) holds a Block, a keyframe unless it references another frame.
  const frames = [];
  for (const cluster of children.filter((item) => item.id === ID.cluster)) {
    for (const part of elements(input, cluster.dataStart, cluster.end)) {
      let block = part;
      let keyframe = null;
      if (part.id === ID.blockGroup) {
        const groupChildren = elements(input, part.dataStart, part.end);
        block = groupChildren.find((item) => item.id === ID.block);
        if (!block) continue;
        keyframe = !groupChildren.some((item) => item.id === ID.referenceBlock);
      } else if (part.id !== ID.simpleBlock) {
        continue;
      }
      const trackSize = readSize(input, block.dataStart);
      let flags = input[block.dataStart + trackSize.length + 2];
      if (flags & 0x06) throw new Error('laced blocks are not handled');
      if (keyframe !== null) flags = (flags & 0x7f) | (keyframe ? 0x80 : 0);
      frames.push({ track: trackSize.size, flags, data: input.subarray(block.dataStart + trackSize.length + 3, block.end) });
    }
  }
  if (frames.length === 0) throw new Error('WebM without frames');
  if (new Set(frames.map((frame) => frame.track)).size !== 1) throw new Error('more than one track');
  if (!(frames[0].flags & 0x80)) throw new Error('the first frame is no keyframe');
  const track = frames[0].track;
  const time = (index) => Math.round((index * unitsPerSecond) / fps);

  // One cluster per keyframe, with the frames up to the next one (block times are 16-bit).
  const clusters = [];
  for (const [index, frame] of frames.entries()) {
    const keyframe = (frame.flags & 0x80) !== 0;
    const current = clusters.at(-1);
    if (keyframe || !current || time(index) - current.time > 30_000) clusters.push({ time: time(index), blocks: [] });
    const cluster = clusters.at(-1);
    const head = Buffer.alloc(3);
    head.writeInt16BE(time(index) - cluster.time, 0);
    head[2] = frame.flags;
    cluster.blocks.push(element(ID.simpleBlock, encodeSize(track), head, frame.data));
  }
  const clusterData = clusters.map((cluster) => element(ID.cluster, uint(ID.timecode, cluster.time), ...cluster.blocks));
  const duration = time(frames.length);

  const newInfo = element(
    ID.info,
    ...infoChildren.filter((item) => item.id !== ID.duration).map((item) => input.subarray(item.start, item.end)),
    float(ID.duration, duration),
  );
  const newTracks = input.subarray(tracks.start, tracks.end);

  // The seek head's positions are relative to the segment's data and have a fixed width, so
  // its size is known before the positions are.
  const seekEntry = (id, position) => element(ID.seek, element(ID.seekId, encodeId(id)), uint(ID.seekPosition, position, 8));
  const seekHeadSize = element(ID.seekHead, seekEntry(ID.info, 0), seekEntry(ID.tracks, 0), seekEntry(ID.cues, 0)).length;
  const infoPosition = seekHeadSize;
  const tracksPosition = infoPosition + newInfo.length;
  let position = tracksPosition + newTracks.length;
  const cuePoints = [];
  for (const [index, cluster] of clusters.entries()) {
    cuePoints.push(
      element(
        ID.cuePoint,
        uint(ID.cueTime, cluster.time),
        element(ID.cueTrackPositions, uint(ID.cueTrack, track), uint(ID.cueClusterPosition, position)),
      ),
    );
    position += clusterData[index].length;
  }
  const cues = element(ID.cues, ...cuePoints);
  const seekHead = element(
    ID.seekHead,
    seekEntry(ID.info, infoPosition),
    seekEntry(ID.tracks, tracksPosition),
    seekEntry(ID.cues, position),
  );
  if (seekHead.length !== seekHeadSize) throw new Error('seek head changed size');

  const segmentData = Buffer.concat([seekHead, newInfo, newTracks, ...clusterData, cues]);
  const output = Buffer.concat([
    input.subarray(header.start, header.end),
    encodeId(ID.segment),
    encodeSize(segmentData.length),
    segmentData,
  ]);
  return { output, frames: frames.length, keyframes: clusters.length, duration: duration / unitsPerSecond };
}

// --- Recording -----------------------------------------------------------------------------------

const scenes = await Promise.all(SCENES.map(async (scene) => ({ ...scene, url: await dataUrl(scene.file) })));

const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  const total = Math.round(DURATION * FPS);
  let result = null;
  let pace = PACE;
  let bitrate = BITRATE;
  // A frame the encoder dropped would shift all later ones: then record again, more slowly. A
  // file that came out too large is recorded again at a lower bitrate.
  for (let attempt = 1; attempt <= 4 && !result; attempt += 1) {
    const page = await context.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0;background:#000"><canvas></canvas></body></html>');
    const recording = await page.evaluate(recordInPage, {
      scenes: scenes.map(({ url, from, to }) => ({ url, from, to })),
      width: WIDTH,
      height: HEIGHT,
      fps: FPS,
      duration: DURATION,
      fade: FADE,
      bitrate,
      pace,
      keyframeInterval: KEYFRAME_INTERVAL,
    });
    await page.close();
    const finished = finishWebm(Buffer.from(recording.base64, 'base64'), FPS);
    console.log(
      `recorded ${finished.frames} of ${total} frames (${finished.keyframes} keyframes, ${finished.output.length} bytes) ` +
        `in ${recording.seconds.toFixed(1)} s, ${pace} ms apart, at ${bitrate} bit/s`,
    );
    if (finished.frames !== total) pace *= 2;
    else if (finished.output.length >= MAX_BYTES) bitrate = Math.floor((bitrate * 0.8 * MAX_BYTES) / finished.output.length);
    else result = { ...finished, mimeType: recording.mimeType };
  }
  if (!result) throw new Error('no recording with all frames and under the size limit');
  const bytes = result.output;

  const problems = [];
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    problems.push('the file does not start with the EBML magic bytes');

  const probe = await (await context.newPage()).evaluate(probeInPage, bytes.toString('base64'));
  if (Math.abs(probe.duration - DURATION) > 0.1) problems.push(`Chromium plays ${probe.duration} s`);
  if (probe.width !== WIDTH || probe.height !== HEIGHT) problems.push(`Chromium sees ${probe.width}x${probe.height}`);
  if (!probe.seeked) problems.push('Chromium cannot seek in the file');

  console.log(`codec: ${result.mimeType}`);
  console.log(`Chromium plays ${probe.duration.toFixed(3)} s at ${probe.width}x${probe.height}`);
  if (problems.length) {
    for (const problem of problems) console.error(`record-video: ${problem}`);
    process.exitCode = 1;
  } else {
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, bytes);
    console.log(`${path.relative(root, output)}: ${bytes.length} bytes, ${result.duration.toFixed(2)} s`);
  }
} finally {
  await browser.close();
}
