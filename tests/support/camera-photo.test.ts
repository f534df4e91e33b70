import sharp from "sharp";
import { cameraPhoto } from "./camera-photo";

// The photo bench's page weights are only as honest as its photo: grain alone averaged out when
// scaled down, and a phone-sized variant of it weighed a twentieth of a real photograph's.
describe("the test camera photo", () => {
  it("keeps its detail when scaled down to a phone's card, as a real photograph does", async () => {
    const card = await sharp(await cameraPhoto({ width: 2016, height: 1512 }))
      .resize({ width: 320 })
      .avif({ quality: 50, effort: 1 })
      .toBuffer();
    expect(card.length).toBeGreaterThan(4_000);
  });
});
