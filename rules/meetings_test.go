package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPlacePairsAsCandidates holds the indexed search for rival forces that can meet to
// the pair-by-pair comparison it replaces: the same pairs in the same order, over random
// phases of forces on a small board (so that paths cross often), paths that pass a place
// twice, forces of one seat and no forces at all.
func TestPlacePairsAsCandidates(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var m Meeter // one for every phase, as the season loop keeps it
	for n := range 500 {
		forces, places := r.IntN(40), 1+r.IntN(30)
		paths := make([][]Place, forces)
		seats := make([]Seat, forces)
		for i := range paths {
			paths[i] = make([]Place, 1+r.IntN(4))
			for k := range paths[i] {
				paths[i][k] = Place(r.IntN(places))
			}
			seats[i] = Seat(r.IntN(1 + n%6))
		}
		want, got := candidates(paths, seats), m.placePairs(paths, seats)
		if !slices.Equal(got, want) {
			t.Fatalf("phase %d (%d forces on %d places): placePairs gives %v, candidates %v", n, forces, places, got, want)
		}
	}
}

// TestPlacePairsOffBoard: a place number below zero (which Validate reports) takes the
// comparison of every pair, which needs no index by place.
func TestPlacePairsOffBoard(t *testing.T) {
	paths := [][]Place{{3, -1}, {-1}, {3}}
	seats := []Seat{0, 1, 2}
	var m Meeter
	if got, want := m.placePairs(paths, seats), candidates(paths, seats); !slices.Equal(got, want) || len(got) != 2 {
		t.Errorf("placePairs gives %v, want %v (force 0 with each of the others)", got, want)
	}
}

// TestMeeterAsMeetings: a Meeter used phase after phase finds what Meetings finds for
// the same forces named by node id.
func TestMeeterAsMeetings(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var mt Meeter
	for n := range 300 {
		forces, places := r.IntN(30), 2+r.IntN(12)
		paths := make([][]Place, forces)
		seats := make([]Seat, forces)
		moves := make([]Move, forces)
		for i := range paths {
			paths[i] = []Place{Place(r.IntN(places))}
			for range r.IntN(4) {
				paths[i] = append(paths[i], Place(r.IntN(places)))
			}
			seats[i] = Seat(r.IntN(4))
			moves[i].Player = fmt.Sprint(seats[i])
			for _, p := range paths[i] {
				moves[i].Path = append(moves[i].Path, fmt.Sprint(p))
			}
		}
		got, want := mt.Meetings(paths, seats), Meetings(moves)
		if len(got) != len(want) {
			t.Fatalf("phase %d: %d meetings, Meetings finds %d", n, len(got), len(want))
		}
		for k, m := range got {
			w := want[k]
			at := ""
			if !m.Between() {
				at = fmt.Sprint(m.At)
			}
			if m.Forces != w.Forces || at != w.At || m.Mile != w.Mile || fmt.Sprint(m.From[0]) != w.From[0] || fmt.Sprint(m.From[1]) != w.From[1] {
				t.Fatalf("phase %d, meeting %d: %+v, Meetings finds %+v", n, k, m, w)
			}
		}
	}
}

// TestMilesFrom: each row of MilesFrom is Miles from that place and to it, on the
// valley's board.
func TestMilesFrom(t *testing.T) {
	e := engine(t)
	n := Place(e.Places())
	for p := range n {
		row := e.MilesFrom(p)
		if len(row) != int(n) {
			t.Fatalf("MilesFrom(%s) has %d places, the board %d", e.PlaceID(p), len(row), n)
		}
		for q := range n {
			if row[q] != e.Miles(p, q) || row[q] != e.Miles(q, p) {
				t.Fatalf("MilesFrom(%s)[%s] = %d, Miles gives %d there and %d back", e.PlaceID(p), e.PlaceID(q), row[q], e.Miles(p, q), e.Miles(q, p))
			}
		}
	}
}

// TestDetourAsWalks holds Detour to a walk from each place to each other, ring by ring,
// that keeps off a third (the way the greedy player asked it, one pair at a time): every
// start, keeping off a neighbour of it, another place, no place or the start itself,
// limits from none to the whole board, one Detour reused throughout.
func TestDetourAsWalks(t *testing.T) {
	e := engine(t)
	n := Place(e.Places())
	var d Detour
	for from := range n {
		for _, avoid := range []Place{e.Neighbours(from)[0], (from*7 + 3) % n, NoPlace, from} {
			for _, limit := range []int{0, 6, int(n)} {
				e.Detour(&d, from, avoid, limit)
				if len(d.Miles) != int(n) {
					t.Fatalf("Detour from %s has %d places, the board %d", e.PlaceID(from), len(d.Miles), n)
				}
				for to := range n {
					if want := walkAvoiding(e, to, from, avoid, limit); d.Miles[to] != want {
						t.Fatalf("Detour from %s off %d within %d: %s at %d, the walk back gives %d", e.PlaceID(from), avoid, limit, e.PlaceID(to), d.Miles[to], want)
					}
				}
			}
		}
	}
}

// walkAvoiding is the distance from one place to another without passing a third, at most
// limit (else -1), found ring by ring from the start.
func walkAvoiding(e *Engine, from, to, avoid Place, limit int) int {
	if from == avoid {
		return -1
	}
	seen := map[Place]bool{from: true, avoid: true}
	ring := []Place{from}
	for d := 0; d <= limit; d++ {
		var next []Place
		for _, p := range ring {
			if p == to {
				return d
			}
			for _, n := range e.Neighbours(p) {
				if !seen[n] {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		ring = next
	}
	return -1
}

// TestByPlaceTablesAsLookups: the tables ManorsByPlace and ManorPlaces hand to loops are
// ManorAt and ManorPlace, place by place and manor by manor.
func TestByPlaceTablesAsLookups(t *testing.T) {
	e := engine(t)
	byPlace, places := e.ManorsByPlace(), e.ManorPlaces()
	if len(byPlace) != e.Places() || len(places) != len(e.D.Manors) {
		t.Fatalf("%d places and %d manor places, want %d and %d", len(byPlace), len(places), e.Places(), len(e.D.Manors))
	}
	for p := range Place(e.Places()) {
		if byPlace[p] != e.ManorAt(p) {
			t.Fatalf("place %d: ManorsByPlace says %d, ManorAt %d", p, byPlace[p], e.ManorAt(p))
		}
	}
	for m := range e.D.Manors {
		if places[m] != e.ManorPlace(m) || e.ManorAt(places[m]) != m {
			t.Fatalf("manor %d: ManorPlaces says %d, ManorPlace %d", m, places[m], e.ManorPlace(m))
		}
	}
}
