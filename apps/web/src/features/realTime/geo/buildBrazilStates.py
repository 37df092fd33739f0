"""Builds brazil-states.json, the coarse offline map of /realTime (run: python3 buildBrazilStates.py).

The machines are offline and no boundary data was at hand, so the shapes are approximations:
a hand-traced outline of Brazil (about 90 points, from memory of the border and coast) cut into
the Voronoi cells of each state's approximate centroid. The Federal District, too small for its
own cell, is a small square drawn over Goiás. Good enough to colour states by visitor count; not a
cartographic map. Replace the file with real simplified boundaries when they can be brought in.
"""
import json
import math

OUTLINE = [
    (-73.9, -7.4), (-72.9, -9.0), (-70.5, -11.0), (-68.7, -11.1), (-65.4, -9.8), (-65.0, -11.9),
    (-62.2, -13.5), (-60.5, -13.8), (-60.2, -16.3), (-58.3, -16.3), (-57.9, -17.8), (-57.5, -20.0),
    (-58.1, -20.6), (-57.8, -22.1), (-55.8, -22.3), (-55.1, -24.0), (-54.6, -25.6), (-53.7, -26.3),
    (-53.8, -27.1), (-55.8, -28.2), (-57.6, -30.2), (-55.9, -30.9), (-53.4, -33.7), (-52.6, -33.1),
    (-51.1, -31.0), (-50.0, -29.3), (-48.6, -28.2), (-48.5, -26.2), (-48.4, -25.5), (-47.9, -25.0),
    (-46.5, -24.0), (-44.7, -23.3), (-43.2, -22.95), (-42.0, -23.0), (-41.0, -22.0), (-40.9, -21.2),
    (-40.2, -20.3), (-39.7, -19.4), (-39.2, -17.7), (-39.0, -16.0), (-38.9, -13.6), (-38.5, -13.0),
    (-37.6, -11.6), (-36.4, -10.4), (-35.3, -9.1), (-34.9, -8.0), (-34.8, -7.1), (-35.2, -5.5),
    (-37.2, -4.9), (-38.5, -3.7), (-40.5, -2.8), (-41.8, -2.9), (-43.5, -2.4), (-44.3, -2.5),
    (-46.0, -1.0), (-48.5, -1.3), (-49.8, -0.2), (-50.5, 0.5), (-51.2, 2.0), (-51.8, 4.4),
    (-52.9, 2.2), (-54.5, 2.3), (-56.0, 1.9), (-58.0, 1.5), (-59.7, 1.8), (-59.8, 4.5),
    (-60.2, 5.3), (-61.0, 4.5), (-62.8, 4.0), (-64.0, 4.1), (-64.8, 2.5), (-63.4, 2.2),
    (-64.0, 1.5), (-66.8, 1.2), (-69.8, 1.1), (-69.4, -1.1), (-69.9, -4.2), (-72.9, -5.3),
]

STATES = {
    'AC': ('Acre', -70.5, -9.0), 'AL': ('Alagoas', -36.6, -9.6), 'AP': ('Amapá', -51.8, 1.4),
    'AM': ('Amazonas', -64.5, -4.2), 'BA': ('Bahia', -41.7, -12.5), 'CE': ('Ceará', -39.6, -5.2),
    'ES': ('Espírito Santo', -40.6, -19.6), 'GO': ('Goiás', -49.6, -16.0),
    'MA': ('Maranhão', -45.3, -5.0), 'MT': ('Mato Grosso', -55.9, -12.9),
    'MS': ('Mato Grosso do Sul', -54.8, -20.5), 'MG': ('Minas Gerais', -44.6, -18.5),
    'PA': ('Pará', -52.3, -4.0), 'PB': ('Paraíba', -36.8, -7.1), 'PR': ('Paraná', -51.6, -24.6),
    'PE': ('Pernambuco', -37.9, -8.4), 'PI': ('Piauí', -42.9, -7.4),
    'RJ': ('Rio de Janeiro', -42.7, -22.3), 'RN': ('Rio Grande do Norte', -36.6, -5.8),
    'RS': ('Rio Grande do Sul', -53.2, -29.7), 'RO': ('Rondônia', -62.8, -10.9),
    'RR': ('Roraima', -61.4, 2.1), 'SC': ('Santa Catarina', -50.5, -27.3),
    'SP': ('São Paulo', -48.6, -22.3), 'SE': ('Sergipe', -37.4, -10.6),
    'TO': ('Tocantins', -48.3, -10.2),
}
FEDERAL_DISTRICT = ('DF', 'Distrito Federal', -47.8, -15.8)

# Distances on a flat map stretch longitudes near the equator less than near the south.
SCALE = math.cos(math.radians(15))


def flat(point):
    return (point[0] * SCALE, point[1])


def clip(polygon, normal, limit):
    """Sutherland–Hodgman against the half-plane dot(p, normal) <= limit."""
    inside = lambda p: flat(p)[0] * normal[0] + flat(p)[1] * normal[1] <= limit
    out = []
    for index, current in enumerate(polygon):
        previous = polygon[index - 1]
        if inside(current) != inside(previous):
            a, b = flat(previous), flat(current)
            da = a[0] * normal[0] + a[1] * normal[1] - limit
            db = b[0] * normal[0] + b[1] * normal[1] - limit
            t = da / (da - db)
            out.append((previous[0] + (current[0] - previous[0]) * t, previous[1] + (current[1] - previous[1]) * t))
        if inside(current):
            out.append(current)
    return out


def cell(code):
    _, lon, lat = STATES[code]
    site = flat((lon, lat))
    polygon = list(OUTLINE)
    for other, (_, olon, olat) in STATES.items():
        if other == code:
            continue
        neighbour = flat((olon, olat))
        normal = (neighbour[0] - site[0], neighbour[1] - site[1])
        limit = (neighbour[0] ** 2 + neighbour[1] ** 2 - site[0] ** 2 - site[1] ** 2) / 2
        polygon = clip(polygon, normal, limit)
    return polygon


def ring(points):
    rounded = [[round(lon, 2), round(lat, 2)] for lon, lat in points]
    return rounded + [rounded[0]]


features = [
    {'type': 'Feature', 'properties': {'code': code, 'name': name}, 'geometry': {'type': 'Polygon', 'coordinates': [ring(cell(code))]}}
    for code, (name, _, _) in sorted(STATES.items())
]
code, name, lon, lat = FEDERAL_DISTRICT
square = [(lon - 0.45, lat - 0.3), (lon + 0.45, lat - 0.3), (lon + 0.45, lat + 0.3), (lon - 0.45, lat + 0.3)]
features.append({'type': 'Feature', 'properties': {'code': code, 'name': name}, 'geometry': {'type': 'Polygon', 'coordinates': [ring(square)]}})

with open('brazil-states.json', 'w', encoding='utf-8') as file:
    json.dump({'type': 'FeatureCollection', 'features': features}, file, ensure_ascii=False, separators=(',', ':'))
    file.write('\n')
