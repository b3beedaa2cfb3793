package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
)

// picture writes the raster as a PNG for the designer: each region a colour by kind,
// water blue, roads and milestones black.
func (v *valley) picture(path string) error {
	img := image.NewRGBA(image.Rect(0, 0, v.r.w, v.r.h))
	cols := map[string]color.RGBA{
		"strip": {230, 200, 90, 255}, "pasture": {150, 200, 110, 255}, "forest": {40, 110, 50, 255},
		"river-bank": {120, 190, 200, 255}, "village": {200, 90, 70, 255}, "house": {160, 120, 200, 255},
		"wood": {90, 140, 90, 255}, "hill": {180, 160, 130, 255}, "manor": {255, 0, 255, 255},
	}
	for i, l := range v.r.lab {
		c := color.RGBA{245, 240, 225, 255}
		if l > 0 {
			c = cols[v.regions[l-1].kind]
			if (i%v.r.w+i/v.r.w)%2 == 0 && v.regions[l-1].kind != "wood" && v.regions[l-1].kind != "hill" {
				c.R -= 15
			}
		}
		if v.bank[i] == 0 {
			c = color.RGBA{40, 90, 200, 255}
		}
		img.Set(i%v.r.w, i/v.r.w, c)
	}
	for k, rg := range v.regions {
		for _, p := range v.shapes[k] {
			img.Set(int(p[0]), int(p[1]), color.RGBA{60, 40, 20, 255})
		}
		if rg.spot != [2]float64{} {
			for d := -7; d <= 7; d++ {
				img.Set(int(rg.spot[0])+d, int(rg.spot[1]), color.RGBA{255, 255, 255, 255})
				img.Set(int(rg.spot[0]), int(rg.spot[1])+d, color.RGBA{255, 255, 255, 255})
			}
		}
	}
	for _, r := range v.roads {
		for _, p := range r.curve {
			img.Set(int(p[0]), int(p[1]), color.Black)
		}
		for _, p := range r.nodes {
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					img.Set(int(p[0])+dx, int(p[1])+dy, color.RGBA{200, 0, 0, 255})
				}
			}
		}
	}
	var out image.Image = img
	if crop := os.Getenv("VALLEYDRAFT_CROP"); crop != "" {
		var x, y, w, h int
		fmt.Sscanf(crop, "%d,%d,%d,%d", &x, &y, &w, &h)
		big := image.NewRGBA(image.Rect(0, 0, 2*w, 2*h))
		for j := 0; j < 2*h; j++ {
			for i := 0; i < 2*w; i++ {
				big.Set(i, j, img.At(x+i/2, y+j/2))
			}
		}
		out = big
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, out)
}
