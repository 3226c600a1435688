import sharp from "sharp";
import { orientedJpeg, pngBombHeader } from "../tests/support/images.ts";
const b = await orientedJpeg(6);
console.log(await sharp(b).metadata().then(m => [m.width, m.height, m.orientation]));
const up = await sharp(b).rotate().raw().toBuffer({resolveWithObject:true});
console.log(up.info.width, up.info.height, [...up.data.subarray(0,3)]);
try { console.log(await sharp(pngBombHeader(), {limitInputPixels:false}).metadata()); } catch(e) { console.log("ERR", e.message) }
import { uprightImage, meanColour } from "../tests/support/images.ts";
const u = await uprightImage();
console.log(await meanColour(u, { left: 0.05, top: 0.05, width: 0.2, height: 0.2 }));
console.log(await sharp(u).metadata().then(m=>[m.width,m.height,m.channels]));
