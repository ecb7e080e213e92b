import MoveMeCore
import MoveMeRendering
import MoveMeScenes

/// Makes each frame as one value (`Frame`): the scene drawn by the renderer (only the cells
/// under what changed, as a layer tree keeps its layers' contents), the overlays' planes over it
/// (the compositor), the scene's moving views as pictures where the terminal draws images, and
/// the whole screen composed once into the back buffer: the cells the renderer or a plane
/// changed, no other.
final class FrameComposer {
    /// Draws the scene's frames, only the cells under what changed. A frame of a new size (the
    /// first, or after a resize) is not listed cell by cell: the terminal layer repaints it
    /// whole.
    let renderer: Renderer = {
        let renderer = Renderer()
        renderer.listsEveryCellOfANewFrame = false
        return renderer
    }()
    /// The overlays, each a plane over the scene made again only when its inputs change.
    let compositor = Compositor()
    /// Which of the scene's views are pictures, where the terminal draws images.
    var pictures: Pictures
    /// The whole screen as the last frame showed it: composed into in place, frame after frame.
    private var back: Grid?
    /// The screen's indices the planes changed this frame (emptied each frame, its room kept).
    private var planeDamage: [Int] = []

    init(pictures: Pictures) {
        self.pictures = pictures
    }

    /// A frame's cells, what of them changed, and its pictures.
    struct Composed {
        let cells: Grid
        let damage: Frame.Damage
        let isNewSize: Bool
        let pictures: [PicturePlane]
    }

    /// The frame of `scene` at `time`, drawn at the screen's size (`layout`) in `mode`, with the
    /// session's overlays over it; `pictureRows`: how many rows from the top pictures may take,
    /// once the planes are up to date. Nil before the scene has drawn anything.
    func compose(_ scene: any Scene, at time: Double, for session: Session, layout: Layout, mode: RenderMode,
                 style: OverlayStyle, pictureRows: (Compositor) -> Int) -> Composed? {
        planeDamage.removeAll(keepingCapacity: true)
        compositor.update(from: session, columns: layout.columns, rows: layout.rows, style: style, damage: &planeDamage)
        var planes: [PicturePlane] = []
        if pictures.drawsImages {
            planes = pictures.planes(of: scene.pictureViews, at: time, columns: layout.roomColumns,
                                     rows: max(0, pictureRows(compositor)), covered: compositor.covered)
            renderer.pictured = PicturedViews(views: planes.map(\.id))
        }
        let changed = scene.render(with: renderer, columns: layout.columns, rows: layout.rows, mode)
        guard let grid = renderer.grid else { return nil }
        guard var composed = back, composed.columns == grid.columns, composed.rows == grid.rows else {
            let whole = composeAll(grid)
            back = whole
            return Composed(cells: whole, damage: .none, isNewSize: true, pictures: planes)
        }
        back = nil  // so the buffer is not shared, and changes in place
        let columns = grid.columns, compositor = compositor
        grid.cells.withUnsafeBufferPointer { scene in
            composed.withUnsafeMutableCells { cells in
                // A cell of a row no plane has a cell in is the scene's, as most of a drag's are.
                for position in changed {
                    let index = position.row * columns + position.column
                    cells[index] = compositor.hasItems(row: position.row)
                        ? compositor.composed(grid, column: position.column, row: position.row) : scene[index]
                }
                for index in planeDamage {
                    cells[index] = compositor.composed(grid, column: index % columns, row: index / columns)
                }
            }
        }
        back = composed
        return Composed(cells: composed, damage: Frame.Damage(scene: changed, planes: planeDamage), isNewSize: false,
                        pictures: planes)
    }

    /// The scene with every plane's cells over it.
    private func composeAll(_ scene: Grid) -> Grid {
        var composed = scene
        for row in 0..<scene.rows where compositor.hasItems(row: row) {
            for column in 0..<scene.columns {
                composed[column, row] = compositor.composed(scene, column: column, row: row)
            }
        }
        return composed
    }
}
