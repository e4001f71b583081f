// Cameras and lenses named as people say them, from the Make and Model their files carry: one name for one
// camera, however its maker wrote itself.
import { describe, expect, it } from 'vitest';
import { cameraName, lensName } from '../../../src/lib/camera-names';

describe('cameraName', () => {
  it.each([
    ['Canon', 'Canon EOS 5D Mark II', 'Canon EOS 5D Mark II'],
    ['Canon', 'Canon PowerShot G7 X', 'Canon PowerShot G7 X'],
    ['NIKON CORPORATION', 'NIKON D50', 'Nikon D50'],
    ['NIKON', 'COOLPIX P7000', 'Nikon COOLPIX P7000'],
    ['EASTMAN KODAK COMPANY', 'KODAK EASYSHARE C743 ZOOM DIGITAL CAMERA', 'Kodak EASYSHARE C743 ZOOM DIGITAL CAMERA'],
    ['KODAK', 'DCS Pro 14N', 'Kodak DCS Pro 14N'],
    ['FUJIFILM', 'X-T5', 'Fujifilm X-T5'],
    ['FUJI PHOTO FILM CO., LTD.', 'FinePix S5000', 'Fujifilm FinePix S5000'],
    ['SONY', 'ILCE-7M4', 'Sony ILCE-7M4'],
    ['SONY', 'Sony NEX-3N', 'Sony NEX-3N'],
    ['Panasonic', 'DMC-GH4', 'Panasonic DMC-GH4'],
    ['PENTAX Corporation', 'PENTAX K10D', 'Pentax K10D'],
    ['RICOH IMAGING COMPANY, LTD.', 'PENTAX K-3 Mark III', 'Pentax K-3 Mark III'],
    ['RICOH IMAGING COMPANY, LTD.', 'GR III', 'Ricoh GR III'],
    ['Apple', 'iPhone 15 Pro', 'Apple iPhone 15 Pro'],
    ['SAMSUNG', 'SM-G991B', 'Samsung SM-G991B'],
    ['Samsung Techwin', 'Digimax S500', 'Samsung Digimax S500'],
    ['LEICA CAMERA AG', 'LEICA Q2', 'Leica Q2'],
    ['Leica Camera AG', 'M (Typ 240)', 'Leica M (Typ 240)'],
    ['Hasselblad', 'L1D-20c', 'Hasselblad L1D-20c'],
    ['DJI', 'FC3170', 'DJI FC3170'],
    ['Google', 'Pixel 8', 'Google Pixel 8'],
    ['Xiaomi', 'Redmi Note 8 Pro', 'Xiaomi Redmi Note 8 Pro'],
    ['HUAWEI', 'ELE-L29', 'Huawei ELE-L29'],
    ['OnePlus', 'ONEPLUS A6003', 'OnePlus A6003'],
    ['SIGMA', 'SIGMA fp', 'Sigma fp'],
    ['Minolta Co., Ltd.', 'DiMAGE 7', 'Minolta DiMAGE 7'],
    ['KONICA MINOLTA', 'DYNAX 5D', 'Konica Minolta DYNAX 5D'],
    ['CASIO COMPUTER CO.,LTD.', 'EX-Z500', 'Casio EX-Z500'],
    ['GoPro', 'HERO9 Black', 'GoPro HERO9 Black'],
    ['Phase One', 'IQ4 150MP', 'Phase One IQ4 150MP'],
    ['LG Electronics', 'LG-H850', 'LG H850'],
    ['motorola', 'moto g(7) power', 'Motorola moto g(7) power'],
    ['OM Digital Solutions', 'OM-1', 'OM System OM-1'],
  ])('names %s %s "%s"', (make, model, name) => {
    expect(cameraName(make, model)).toBe(name);
  });

  it('gives one name to an Olympus, whichever of its three company names the camera wrote', () => {
    const names = ['OLYMPUS OPTICAL CO.,LTD', 'OLYMPUS IMAGING CORP.', 'OLYMPUS CORPORATION'].map((make) =>
      cameraName(make, 'E-M5'),
    );
    expect(names).toEqual(['Olympus E-M5', 'Olympus E-M5', 'Olympus E-M5']);
  });

  it('gives one name to a camera whose maker is written in its model or not, in capitals or not', () => {
    expect(cameraName('NIKON CORPORATION', 'NIKON D50')).toBe(cameraName('Nikon', 'D50'));
    expect(cameraName('PENTAX', 'PENTAX K-1')).toBe(cameraName('RICOH IMAGING COMPANY, LTD.', 'PENTAX K-1'));
    expect(cameraName(undefined, 'NIKON D50')).toBe('Nikon D50');
  });

  it('says an unknown maker without its company words, a word in capitals as a name and initials as written', () => {
    expect(cameraName('ACME OPTICAL CO., LTD.', 'X1')).toBe('Acme X1');
    expect(cameraName('Foo Imaging Corp.', 'FOO Z-9')).toBe('Foo Z-9');
    expect(cameraName('Lumo Electronics Inc', 'Lumo Snap')).toBe('Lumo Snap');
    expect(cameraName('XYZ Co.', 'Q1')).toBe('XYZ Q1');
    expect(cameraName('PhotoMAKER', 'P1')).toBe('PhotoMAKER P1'); // capitals inside a word are the maker's style
    // A maker that is nothing but company words keeps them.
    expect(cameraName('Company', 'C1')).toBe('Company C1');
  });

  it('leaves out the NULs and spaces EXIF pads its text with, and says runs of spaces once', () => {
    expect(cameraName('Canon\0\0\0\0', 'Canon  EOS   R6\0junk')).toBe('Canon EOS R6');
    expect(cameraName('  NIKON CORPORATION  ', ' NIKON D850 ')).toBe('Nikon D850');
  });

  it('gives the maker or the model alone when only one is written, and nothing when neither is', () => {
    expect(cameraName('Canon')).toBe('Canon');
    expect(cameraName(undefined, 'EX-Z500')).toBe('EX-Z500');
    expect(cameraName('SONY', '\0\0 ')).toBe('Sony');
    expect(cameraName()).toBeUndefined();
    expect(cameraName(' ', '\0')).toBeUndefined();
  });
});

describe('lensName', () => {
  it.each([
    ['Canon', 'EF50mm f/1.8 STM', 'Canon EF50mm f/1.8 STM'],
    ['Canon', 'Canon EF50mm f/1.8 STM', 'Canon EF50mm f/1.8 STM'],
    ['SIGMA', 'SIGMA 18-35mm F1.8 DC HSM | A', 'Sigma 18-35mm F1.8 DC HSM | A'],
    ['OLYMPUS IMAGING CORP.', 'OLYMPUS M.12-40mm F2.8', 'Olympus M.12-40mm F2.8'],
    ['FUJIFILM', 'XF35mmF1.4 R', 'Fujifilm XF35mmF1.4 R'],
    ['PENTAX', 'smc PENTAX-DA 18-55mm F3.5-5.6 AL WR', 'smc PENTAX-DA 18-55mm F3.5-5.6 AL WR'],
    ['Apple', 'iPhone 15 Pro back camera 6.765mm f/1.78', 'Apple iPhone 15 Pro back camera 6.765mm f/1.78'],
    [undefined, 'EF-S18-55mm f/3.5-5.6 IS II', 'EF-S18-55mm f/3.5-5.6 IS II'],
    [undefined, 'TAMRON 28-75mm F/2.8 Di III RXD', 'Tamron 28-75mm F/2.8 Di III RXD'],
  ])('names %s %s "%s"', (make, model, name) => {
    expect(lensName(make, model)).toBe(name);
  });

  it('gives one name to a lens whether its maker is written before it, in it, or both', () => {
    const names = [
      lensName('SIGMA', '18-35mm F1.8 DC HSM | A'),
      lensName('SIGMA', 'SIGMA 18-35mm F1.8 DC HSM | A'),
      lensName(undefined, 'Sigma 18-35mm F1.8 DC HSM | A'),
    ];
    expect(new Set(names)).toEqual(new Set(['Sigma 18-35mm F1.8 DC HSM | A']));
  });

  it('has no name without a model', () => {
    expect(lensName('Canon')).toBeUndefined();
    expect(lensName('Canon', ' \0')).toBeUndefined();
    expect(lensName()).toBeUndefined();
  });

  it('leaves out NUL padding and extra spaces', () => {
    expect(lensName('Nikon\0', '  NIKKOR Z 24-70mm   f/4 S\0\0')).toBe('Nikon NIKKOR Z 24-70mm f/4 S');
  });
});
